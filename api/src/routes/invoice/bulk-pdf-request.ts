import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type PdfUrlResponse } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { actingOf, authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { loadAccountAccess } from '../../services/access/account-access';
import { erpCall } from '../../services/erp/erp-call';
import { bulkPdfDocuments } from '../../services/invoices/invoice-search';
import { createPdfUrl } from '../../services/invoices/pdf-links';

/**
 * POST /api/Invoice/bulk-pdf-request[?userid=] — the search body plus GridViewDocIds (billing
 * document numbers, or invoice keys `billing__finance`). The search must be the caller's and so
 * must every id (403). An empty GridViewDocIds means every document the search finds ('All
 * PDFs'). Documents without a PDF are left out; none left → 404.
 */
export const bulkPdfRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.bulkPdf),
    handler: async (request): Promise<PdfUrlResponse> =>
      erpCall(MESSAGES.invoicesPdfError, async () => {
        const access = await loadAccountAccess(app, actingOf(request));
        const { GridViewDocIds, ...search } = request.body;
        const documents = await bulkPdfDocuments(app, access, search, GridViewDocIds);
        const numbers = [...new Set(documents.filter((d) => d.pdf_document_available === 'X').map((d) => d.billing_document_number))];
        if (numbers.length === 0) throw new ApiError(404, API_TEXTS.noPdfs, 'no_pdf');
        return createPdfUrl(app, authOf(request), 'invoice', { billing_document_numbers: numbers });
      }),
  });
};

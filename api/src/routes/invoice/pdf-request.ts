import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type PdfUrlResponse } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { actingOf, authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { loadAccountAccess } from '../../services/access/account-access';
import { erpCall } from '../../services/erp/erp-call';
import { assertAllFound, findOwnDocuments } from '../../services/invoices/invoice-search';
import { createPdfUrl } from '../../services/invoices/pdf-links';

/**
 * POST /api/Invoice/pdf-request[?userid=] — a 5-minute link to the PDF of one of the caller's
 * documents (403 for another's; 404 when the document has no PDF).
 */
export const pdfRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.invoicePdf),
    handler: async (request): Promise<PdfUrlResponse> =>
      erpCall(MESSAGES.invoicesPdfError, async () => {
        const access = await loadAccountAccess(app, actingOf(request));
        const number = request.body.document_detail.billing_document_number.trim();
        const documents = await findOwnDocuments(app, access, [number]);
        assertAllFound([number], documents);
        const withPdf = documents.filter((d) => d.pdf_document_available === 'X');
        if (withPdf.length === 0) throw new ApiError(404, API_TEXTS.noPdf, 'no_pdf');
        return createPdfUrl(app, authOf(request), 'invoice', {
          billing_document_numbers: [withPdf[0]!.billing_document_number],
        });
      }),
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type PdfUrlResponse } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { actingOf, authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { companyFor, loadAccountAccess } from '../../services/access/account-access';
import { erpCall } from '../../services/erp/erp-call';
import { guardSearch } from '../../services/invoices/invoice-search';
import { createPdfUrl } from '../../services/invoices/pdf-links';

/**
 * POST /api/invoice/search-pdf-request[?userid=] — 'Export to PDF' of the search page: a 5-minute
 * link to the ERP's statement of the search, checked exactly as POST /api/Invoice (403). The link
 * keeps the checked search, with the sold-tos filled in, so it shows nothing excluded.
 */
export const searchPdfRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.searchPdf),
    handler: async (request): Promise<PdfUrlResponse> =>
      erpCall(MESSAGES.invoicesPdfError, async () => {
        const access = await loadAccountAccess(app, actingOf(request));
        // The link is stored: a company code that is not the account's is refused, not kept.
        if (String(request.body.payer_data.company_code ?? '').trim() !== '') companyFor(access, request.body.payer_data.company_code);
        const erpRequest = guardSearch(access, request.body);
        if (!erpRequest) throw new ApiError(404, API_TEXTS.noPdfs, 'no_pdf');
        return createPdfUrl(app, authOf(request), 'statement', erpRequest);
      }),
  });
};

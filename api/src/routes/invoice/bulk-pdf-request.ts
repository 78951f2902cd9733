import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, stripLeadingZeros, type ErpDocument, type PdfUrlResponse } from 'shared/server';
import { API_TEXTS, ApiError } from '../../errors';
import { authOf, requireActive } from '../../plugins/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { BulkPdfBodySchema, PdfUrlResponseSchema } from '../../schemas/invoices';
import { loadAccountAccess } from '../../services/account-access';
import { erpCall } from '../../services/erp-call';
import { assertAllFound, erpRefusal, findOwnDocuments, guardSearch, isUsableStatus, runSearch } from '../../services/invoice-search';
import { createPdfUrl } from '../../services/pdf-links';

/**
 * POST /api/Invoice/bulk-pdf-request[?userid=] — the search body plus GridViewDocIds (billing
 * document numbers, or invoice keys `billing__finance`). The search must be the caller's and so
 * must every id (403). An empty GridViewDocIds means every document the search finds ('All
 * PDFs'). Documents without a PDF are left out; none left → 404.
 */
export const bulkPdfRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/Invoice/bulk-pdf-request',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: BulkPdfBodySchema,
        response: { 200: PdfUrlResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request): Promise<PdfUrlResponse> =>
      erpCall(MESSAGES.invoicesPdfError, async () => {
        const caller = authOf(request).user;
        const access = await loadAccountAccess(app, caller, request.query.userid);
        const { GridViewDocIds, ...search } = request.body;
        const erpRequest = guardSearch(access, search);
        const ids = [...new Set(GridViewDocIds.map((id) => id.split('__')[0]!.trim()).filter(Boolean))];
        let documents: ErpDocument[] = [];
        if (ids.length > 0) {
          const found = await findOwnDocuments(app, access, ids);
          assertAllFound(ids, found);
          // In the order of the grid.
          documents = ids.flatMap((id) => found.filter((d) => stripLeadingZeros(d.billing_document_number) === stripLeadingZeros(id)));
        } else if (erpRequest) {
          const answer = await runSearch(app, access, erpRequest);
          if (!isUsableStatus(answer.status.message_type)) {
            throw erpRefusal(answer.status.message_line_string, MESSAGES.invoicesPdfError);
          }
          documents = answer.document_list;
        }
        const numbers = [...new Set(documents.filter((d) => d.pdf_document_available === 'X').map((d) => d.billing_document_number))];
        if (numbers.length === 0) throw new ApiError(404, API_TEXTS.noPdfs, 'no_pdf');
        return createPdfUrl(app, caller.user_id, 'invoice', { billing_document_numbers: numbers });
      }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DOCUMENT_TYPE, MESSAGES, type ErpInvoiceDetailResponse, type InvoiceDetailResponse } from 'shared/server';
import { authOf, requireActive } from '../../plugins/auth';
import { ErpUnavailableError } from '../../plugins/erp';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { DocumentDetailBodySchema, InvoiceDetailResponseSchema } from '../../schemas/invoices';
import { loadAccountAccess } from '../../services/account-access';
import { erpCall } from '../../services/erp-call';
import { assertAllFound, findOwnDocuments } from '../../services/invoice-search';

/**
 * POST /api/invoice/detail[?userid=] — the detail of one of the caller's documents (403 for any
 * other). An ERP status E is answered with 200 `{ status }` (no detail): the page shows its
 * message line as a warning toast (spec §8).
 */
export const invoiceDetailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invoice/detail',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: DocumentDetailBodySchema,
        response: { 200: InvoiceDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request): Promise<InvoiceDetailResponse> =>
      erpCall(MESSAGES.invoiceDetailError, async () => {
        const access = await loadAccountAccess(app, authOf(request).user, request.query.userid);
        const number = request.body.document_detail.billing_document_number.trim();
        const documents = await findOwnDocuments(app, access, [number]);
        assertAllFound([number], documents);
        const answer = await app.erp.request<Partial<ErpInvoiceDetailResponse>>('POST', '/invoice/detail', {
          document_detail: { billing_document_number: documents[0]!.billing_document_number, document_type: DOCUMENT_TYPE },
        });
        if (!answer.status) throw new ErpUnavailableError('/invoice/detail', 'answer has no status');
        if (answer.status.message_type === 'E' || !answer.detail) return { status: answer.status };
        return { status: answer.status, detail: answer.detail };
      }),
  );
};

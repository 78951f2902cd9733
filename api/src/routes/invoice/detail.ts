import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { InvoiceDetailResponse } from 'shared/server';
import { actingOf, requireActive } from '../../plugins/app/auth';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { DocumentDetailBodySchema, InvoiceDetailResponseSchema } from '../../schemas/invoices';
import { invoiceDetail } from '../../services/invoices/invoice-detail';

/**
 * POST /api/invoice/detail[?userid=] — the detail of one of the caller's documents (403 for any
 * other). An ERP status E is answered with 200 `{ status }` (no detail): the page shows its
 * message line as a warning toast (docs/product/messages.md).
 */
export const invoiceDetailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/invoice/detail',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: DocumentDetailBodySchema,
        response: { 200: InvoiceDetailResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request): Promise<InvoiceDetailResponse> =>
      invoiceDetail(app, actingOf(request), request.body.document_detail.billing_document_number),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type InvoiceDetailResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { invoiceDetail } from '../../services/invoices/invoice-detail';

/**
 * POST /api/invoice/detail[?userid=] — the detail of one of the caller's documents (403 for any
 * other). An ERP status E is answered with 200 `{ status }` (no detail): the page shows its
 * message line as a warning toast (docs/product/messages.md).
 */
export const invoiceDetailRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.invoiceDetail),
    handler: async (request): Promise<InvoiceDetailResponse> =>
      invoiceDetail(app, actingOf(request), request.body.document_detail.billing_document_number),
  });
};

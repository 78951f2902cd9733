import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type PaymentHistoryResponse, type PaymentReceipt, type ReceiptResendResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { exportHistoryCsv } from '../../services/payment-history/export';
import { listHistory } from '../../services/payment-history/history';
import { findCharge, receiptOf, resendReceipt } from '../../services/payment-history/receipt';
import { renderReceiptPdf } from '../../services/payment-history/receipt-pdf';

/**
 * The payment history (docs/product/payment-history.md): GET /api/payments/history[?userid=] (a
 * page), /export (CSV), /:paymentId (the receipt), /:paymentId/pdf, and POST
 * /:paymentId/receipt-mail. The account rules are the invoices' (payment-history/history.ts).
 */
export const paymentHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.paymentHistory),
    handler: async (request): Promise<PaymentHistoryResponse> => listHistory(app, actingOf(request), request.query),
  });

  app.route({
    ...routeOf(app, API.paymentHistoryCsv),
    handler: async (request, reply) => {
      const csv = await exportHistoryCsv(app, actingOf(request), request.query);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="payments.csv"')
        .header('cache-control', 'no-store');
      return reply.send(csv);
    },
  });

  app.route({
    ...routeOf(app, API.paymentReceipt),
    handler: async (request): Promise<PaymentReceipt> => {
      const acting = actingOf(request);
      return receiptOf(app, acting, await findCharge(app, acting, request.params.paymentId));
    },
  });

  app.route({
    ...routeOf(app, API.paymentReceiptPdf),
    handler: async (request, reply) => {
      const acting = actingOf(request);
      const receipt = await receiptOf(app, acting, await findCharge(app, acting, request.params.paymentId));
      const pdf = await renderReceiptPdf(receipt, (await app.systemConfigRepository.get()).CompanyName);
      reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${receipt.Entry.Id}.pdf"`)
        .header('cache-control', 'no-store');
      return reply.send(pdf);
    },
  });

  app.route({
    ...routeOf(app, API.resendPaymentReceipt),
    handler: async (request, reply): Promise<ReceiptResendResponse> => {
      const acting = actingOf(request);
      const sent = await resendReceipt(app, acting, await findCharge(app, acting, request.params.paymentId));
      return reply.code(202).send(sent);
    },
  });
};

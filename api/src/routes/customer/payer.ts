import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, stripLeadingZeros, type PayerResponse } from 'shared/server';
import { authOf, requireActive } from '../../plugins/auth';
import { ErpUnavailableError } from '../../plugins/erp';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { PayerBodySchema, PayerResponseSchema } from '../../schemas/invoices';
import { assertReachable, canReach, loadAccountAccess } from '../../services/account-access';
import { erpCall } from '../../services/erp-call';
import { erpRefusal, isUsableStatus } from '../../services/invoice-search';

/**
 * POST /api/customer/payer[?userid=] — spec §7: the payer's address, company codes, saved payment
 * methods ('Pay With') and sold-tos. The customer number must be the caller's (403). ERP status E
 * → 422 with its message. Excluded sold-tos are left out of soldto_list.
 */
export const payerRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/payer',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: PayerBodySchema,
        response: { 200: PayerResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request): Promise<PayerResponse> =>
      erpCall(MESSAGES.payerDetailsError, async () => {
        const access = await loadAccountAccess(app, authOf(request).user, request.query.userid);
        const { customer_number, company_code, action, sales_area_data } = request.body;
        assertReachable(access, [customer_number]);
        const answer = await app.erp.request<Partial<PayerResponse>>('POST', '/customer/payer', {
          customer_number,
          company_code,
          action,
          ...(sales_area_data ? { sales_area_data } : {}),
        });
        if (!answer.status) throw new ErpUnavailableError('/customer/payer', 'answer has no status');
        if (!isUsableStatus(answer.status.message_type)) {
          throw erpRefusal(answer.status.message_line_string, MESSAGES.payerDetailsError);
        }
        if (!answer.detail) throw new ErpUnavailableError('/customer/payer', 'answer has no detail');
        const own = stripLeadingZeros(customer_number.trim());
        const soldto_list = (answer.detail.soldto_list ?? []).filter(
          (s) => stripLeadingZeros(String(s.customer_number ?? '')) === own || canReach(access, String(s.customer_number ?? '')),
        );
        return { status: answer.status, detail: { ...answer.detail, soldto_list } };
      }),
  );
};

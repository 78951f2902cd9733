import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, MESSAGES, type PaymentMethodsResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertReachable, loadAccountAccess } from '../../services/access/account-access';
import { erpCall } from '../../services/erp/erp-call';
import { assertMayUseMethods } from '../../services/payment-methods/method-access';
import { savedMethods } from '../../services/payment-methods/saved-methods';

/**
 * GET /api/payment-methods?customer_number=&company_code=[&userid=] — docs/product/payment-methods.md "with the current
 * account as query parameters": the payer's saved cards and eChecks (the ERP's
 * detail.payment_cards), `PaymentCard[]`. 403 permission or a foreign customer (before the ERP),
 * 422 ERP status E with its message, 502 'Error getting payer details from API.'.
 */
export const listPaymentMethodsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.paymentMethods),
    handler: async (request): Promise<PaymentMethodsResponse> => {
      const acting = actingOf(request);
      const { customer_number, company_code } = request.query;
      assertMayUseMethods(acting.caller, acting.impersonating);
      return erpCall(MESSAGES.payerDetailsError, async () => {
        const access = await loadAccountAccess(app, acting);
        assertReachable(access, [customer_number]);
        return savedMethods(app, customer_number.trim(), (company_code ?? '').trim(), request.log);
      });
    },
  });
};

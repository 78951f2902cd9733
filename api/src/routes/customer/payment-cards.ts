import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, type PaymentCardsResponse } from 'shared/server';
import { authOf, requireActive } from '../../plugins/auth';
import { ErpUnavailableError } from '../../plugins/erp';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { PaymentCardsBodySchema, PaymentCardsResponseSchema } from '../../schemas/payment-methods';
import { erpCall } from '../../services/erp-call';
import { cardsStatus, prepareCardEntries } from '../../services/payment-cards';
import { assertECheckAllowed, assertMayMaintainCards, isImpersonating, methodPayer } from '../../services/payment-method-access';

const AUDIT_ACTIONS = { '01': 'payment_method_added', '02': 'payment_method_updated', '03': 'payment_method_deleted' } as const;

/**
 * POST /api/customer/payment_cards[?userid=] `{ payer_data, action, payment_cards }` — spec §7:
 * 01 add, 02 update, 03 delete, 04 authorize. 200 `{ status }` whenever the ERP answered, also
 * for status E (the form shows message_line_string, mapped as spec §8 'Card saving' says). 403
 * permission or a foreign payer/company (before the ERP), 422 a rule (expiry, name, CVV, an
 * eCheck for company 0020), 502 'There was an error processing payment method.' when the ERP is down.
 */
export const paymentCardsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/payment_cards',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: PaymentCardsBodySchema,
        response: { 200: PaymentCardsResponseSchema, ...errorResponses(400, 401, 403, 404, 422, 502) },
      },
    },
    async (request): Promise<PaymentCardsResponse> => {
      const caller = authOf(request).user;
      const { userid } = request.query;
      const { action } = request.body;
      assertMayMaintainCards(caller, action, isImpersonating(caller, userid));
      return erpCall(MESSAGES.paymentMethodSubmitError, async () => {
        const { access, payer_data } = await methodPayer(app, caller, userid, request.body.payer_data);
        assertECheckAllowed(payer_data.company_code, request.body.payment_cards.some((c) => c.type === 'EC'));
        const payment_cards = prepareCardEntries(action, request.body.payment_cards);
        const answer = await app.erp.request<Partial<PaymentCardsResponse> | null>('POST', '/customer/payment_cards', {
          payer_data,
          action,
          payment_cards,
        });
        if (typeof answer?.status?.message_type !== 'string') {
          throw new ErpUnavailableError('/customer/payment_cards', 'answer has no status');
        }
        const status = cardsStatus(action, payment_cards, answer.status);
        if (status.message_type === 'S' && action !== '04') {
          await app.auditLog.record(caller.user_id, AUDIT_ACTIONS[action], {
            actingFor: access.user.user_id,
            customer: payer_data.customer_number,
            methods: payment_cards.map((c) => `${c.type} *${c.token.slice(-4)}`),
          });
        }
        return { status };
      });
    },
  );
};

import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ERP_ENDPOINTS, erpOutcome, MESSAGES, type PaymentCardsRequest, type PaymentCardsResponse } from 'shared/server';
import type { Acting } from '../access/acting-user';
import { erpCall } from '../erp/erp-call';
import { cardsStatus, prepareCardEntries } from './card-entries';
import { assertECheckAllowed, assertMayMaintainCards, methodPayer } from './method-access';
import { assertAuthorizeCvv } from '../payments/prepare-charge';
import { assertMethodTokenUsable } from '../../security/method-tokens';

const AUDIT_ACTIONS = { '01': 'payment_method_added', '02': 'payment_method_updated', '03': 'payment_method_deleted' } as const;

/**
 * POST /api/customer/payment_cards: 01 add, 02 update, 03 delete, 04 authorize. `{ status }`
 * whenever the ERP answered, also for status E (in the page's words for a card the ERP already has, see card-entries.ts).
 * Permission and payer are checked before the ERP is asked (403), the form's rules too (422),
 * including a CVV missing on 04 where the company requires one;
 * a saved change is written to the audit log.
 */
export async function maintainCards(
  app: FastifyInstance,
  acting: Acting,
  body: PaymentCardsRequest,
  log: FastifyBaseLogger,
): Promise<PaymentCardsResponse> {
  const { action } = body;
  const { caller } = acting;
  assertMayMaintainCards(caller, action, acting.impersonating);
  return erpCall(MESSAGES.paymentMethodSubmitError, async () => {
    const { access, payer_data } = await methodPayer(app, acting, body.payer_data);
    assertECheckAllowed(payer_data.company_code, body.payment_cards.some((c) => c.type === 'EC'));
    const payment_cards = prepareCardEntries(action, body.payment_cards);
    await assertMethodTokenUsable(app, access, payer_data, payment_cards.map((c) => ({ token: c.token, type: c.type })), log);
    if (action === '04') await assertAuthorizeCvv(app, payer_data.company_code, payment_cards);
    const answer = await app.erp.call(ERP_ENDPOINTS.paymentCards, { payer_data, action, payment_cards });
    const status = cardsStatus(action, payment_cards, answer.status);
    if (erpOutcome(status, 'confirm') === 'ok' && action !== '04') {
      await app.auditLog.record(caller.user_id, AUDIT_ACTIONS[action], {
        actingFor: access.user.user_id,
        customer: payer_data.customer_number,
        methods: payment_cards.map((c) => `${c.type} *${c.token.slice(-4)}`),
      });
    }
    return { status };
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, paidOnBehalfText, type ERP_ENDPOINTS, type ErpRequestOf, type ReceiptBasis } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import { loadAccountAccess, type AccountAccess } from '../access/account-access';
import { erpCall } from '../erp/erp-call';
import { assertMayPay, idempotencyKeyOf, receiptFor, staffName } from './charge-guards';
import { requestHash } from './payment-ledger';
import { themeForHost } from '../config/theme';

type ChargeEndpoint = typeof ERP_ENDPOINTS.payments | typeof ERP_ENDPOINTS.deposit;

/** What the ledger keeps of a charge's request: a CVV is never stored. */
function withoutCvv(sent: unknown): unknown {
  const { payment_detail: paymentDetail, ...rest } = sent as { payment_detail: Record<string, unknown> };
  const { card_validation_code: _cvv, ...detail } = paymentDetail;
  return { ...rest, payment_detail: detail };
}

/** What differs between an invoice payment and a deposit; the ledger around them is the same. */
export interface ChargeKind<Body, E extends ChargeEndpoint, ErpBody extends ErpRequestOf<E>> {
  kind: 'payment' | 'deposit';
  endpoint: E;
  /** Checks every rule of docs/product/checkout-and-payments.md and ownership, and builds what the ERP is sent. */
  prepare: (app: FastifyInstance, access: AccountAccess, body: Body) => Promise<ErpBody>;
  /** What the receipt says of what was sent (docs/product/checkout-and-payments.md#receipts). */
  receiptBasis: (sent: ErpBody) => ReceiptBasis;
  /** Host name to theme (THEME_HOSTS): the receipt mail is in the brand of the host the customer used. */
  themeHosts: Record<string, number>;
}

/**
 * Runs one charge through the payment ledger (docs/decisions.md#payments-never-run-twice): recorded before the ERP is asked,
 * the outcome after; a repeat of the key answers the first outcome and never reaches the ERP.
 */
export async function runIdempotentCharge<Body, E extends ChargeEndpoint, ErpBody extends ErpRequestOf<E>>(
  app: FastifyInstance,
  request: FastifyRequest,
  body: Body,
  charge: ChargeKind<Body, E, ErpBody>,
) {
  const acting = actingOf(request);
  const { caller } = acting;
  assertMayPay(acting);
  const targetUserId = acting.user.user_id;
  const attempt = {
    key: idempotencyKeyOf(request),
    userId: caller.user_id,
    targetUserId,
    kind: charge.kind,
    requestHash: requestHash(charge.kind, targetUserId, body),
    brandId: themeForHost(request.headers.host, charge.themeHosts),
  };
  const outcome = await app.paymentLedger.run(
    attempt,
    ({ markErpCalled, erpReference }) =>
      erpCall(MESSAGES.paymentError, async () => {
        const access = await loadAccountAccess(app, acting);
        const sent = await charge.prepare(app, access, body);
        await markErpCalled(withoutCvv(sent));
        const response = await app.erp.call(
          charge.endpoint,
          { ...sent, portal_reference: erpReference },
          { timeoutMs: app.paymentLedger.erpTimeoutMs },
        );
        const receipt = await receiptFor(app, access.user, attempt.brandId, () => ({ basis: charge.receiptBasis(sent), response }), caller);
        return { httpStatus: 200, body: response, receipt };
      }),
    request.log,
  );
  // Staff acting for a customer: the audit log names both (docs/product/users-and-admin.md#impersonation).
  if (acting.impersonating) {
    await app.auditLog.recordActing(caller.user_id, targetUserId, `impersonated_${charge.kind}`, {
      paidBy: paidOnBehalfText(staffName(caller)),
      idempotencyKey: attempt.key,
      httpStatus: outcome.httpStatus,
    });
  }
  return outcome;
}

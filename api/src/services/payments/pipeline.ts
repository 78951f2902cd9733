import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { ERP_ENDPOINTS, MESSAGES, paidOnBehalfText, type DepositRequest, type PaymentRequest, type PaymentResponse } from 'shared/server';
import { actingOf } from '../../plugins/app/auth';
import type { NewAttempt } from '../../repositories/payment-attempts-repository';
import type { DepositBody, PaymentBody } from 'shared/server';
import { loadAccountAccess } from '../access/account-access';
import type { Acting } from '../access/acting-user';
import { themeForHost } from '../config/theme';
import { erpFailure } from '../erp/erp-call';
import { assertMayPay, idempotencyKeyOf, staffName } from './authorize';
import type { Execution, Outcome } from './ledger-outcome';
import { claimAttempt, finishAttempt, markErpCalled, replayAttempt, requestHash, type ClaimedAttempt } from './payment-ledger';
import { prepareDeposit, preparePayment } from './prepare-charge';
import { receiptFor } from './receipts';

/**
 * The payment pipeline (docs/architecture/payment-pipeline.md): one charge, top to bottom,
 *   1. authorize  who may pay, and the Idempotency-Key        (authorize.ts)
 *   2. record     the attempt in the ledger, before anything  (payment-ledger.ts)
 *                 a repeat of the key replays it instead
 *   3. prepare    ownership, the payment rules, the token     (prepare-charge.ts)
 *   4. record     that the ERP is being asked, and what       (payment-ledger.ts)
 *   5. charge     the ERP, under the attempt's reference
 *   6. receipt    the mail, stored with the outcome           (receipts.ts, payment-ledger.ts)
 * Invoice payments and deposits are its two entries (payInvoices, makeDeposit); they differ only
 * in what is prepared and which ERP endpoint charges it.
 */

/** What a route hands over: which entry, and its checked body. */
type ChargeOrder = { kind: 'payment'; body: PaymentBody } | { kind: 'deposit'; body: DepositBody };

/** What the ERP is sent for it, once every rule has passed. */
type PreparedCharge = { kind: 'payment'; sent: PaymentRequest } | { kind: 'deposit'; sent: DepositRequest };

/**
 * Who charges, under which key, in which brand, logging where: a request's, or a scheduled
 * payment's run (docs/product/scheduled-payments.md), which acts as the user who scheduled it.
 */
export interface ChargeContext {
  acting: Acting;
  key: string;
  brandId: number | null;
  log: FastifyBaseLogger;
}

const contextOf = (request: FastifyRequest, themeHosts: Record<string, number>): ChargeContext => {
  // authorize before the key is read: a caller who may not pay learns nothing about keys
  const acting = actingOf(request);
  assertMayPay(acting);
  return { acting, key: idempotencyKeyOf(request), brandId: themeForHost(request.headers.host, themeHosts), log: request.log };
};

/** POST /api/invoice/payments (docs/product/checkout-and-payments.md). */
export const payInvoices = (app: FastifyInstance, request: FastifyRequest, body: PaymentBody, themeHosts: Record<string, number>) =>
  runCharge(app, contextOf(request, themeHosts), { kind: 'payment', body });

/** POST /api/customer/makedeposit (docs/product/deposits.md). */
export const makeDeposit = (app: FastifyInstance, request: FastifyRequest, body: DepositBody, themeHosts: Record<string, number>) =>
  runCharge(app, contextOf(request, themeHosts), { kind: 'deposit', body });

/** A scheduled payment's run: the same pipeline and ledger, under the schedule's own key. */
export const payInvoicesAs = (app: FastifyInstance, context: ChargeContext, body: PaymentBody) => runCharge(app, context, { kind: 'payment', body });

/**
 * One charge through the ledger (docs/decisions.md#payments-never-run-twice): recorded before the
 * ERP is asked, the outcome after; a repeat of the key answers the first outcome and never reaches
 * the ERP. Answers the HTTP status and body to send, for a first attempt and a repeat alike.
 */
async function runCharge(app: FastifyInstance, context: ChargeContext, order: ChargeOrder): Promise<Outcome> {
  // 1. authorize
  const { acting } = context;
  assertMayPay(acting);
  const attempt: NewAttempt = {
    key: context.key,
    userId: acting.caller.user_id,
    targetUserId: acting.user.user_id,
    kind: order.kind,
    requestHash: requestHash(order.kind, acting.user.user_id, order.body),
    ...(context.brandId === null ? {} : { brandId: context.brandId }),
    instanceId: app.instance.id,
  };
  // 2. record the attempt: only the request that claims its key goes on
  const claimed = await claimAttempt(app, attempt);
  const outcome = claimed
    ? await chargeOnce(app, context.log, acting, order, attempt, claimed)
    : await replayAttempt(app, app.paymentLedger.options, attempt, context.log);
  // Staff acting for a customer: the audit log names both (docs/product/users-and-admin.md#impersonation).
  if (acting.impersonating) {
    await app.auditLog.recordActing(acting.caller.user_id, acting.user.user_id, `impersonated_${order.kind}`, {
      paidBy: paidOnBehalfText(staffName(acting.caller)),
      idempotencyKey: attempt.key,
      httpStatus: outcome.httpStatus,
    });
  }
  return outcome;
}

/** Steps 3 to 6 for the attempt this request claimed; whatever happens, its outcome is stored. */
async function chargeOnce(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  acting: Acting,
  order: ChargeOrder,
  attempt: NewAttempt,
  claimed: ClaimedAttempt,
): Promise<Outcome> {
  let ended: { ok: Execution } | { error: unknown };
  try {
    // 3. prepare
    const access = await loadAccountAccess(app, acting);
    const soldTos: string[] = [];
    const prepared: PreparedCharge =
      order.kind === 'payment'
        ? { kind: 'payment', sent: await preparePayment(app, access, order.body, log, soldTos) }
        : { kind: 'deposit', sent: await prepareDeposit(app, access, order.body, log) };
    // 4. record what the ERP is sent (a CVV is never stored), and the documents' sold-tos for the history
    await markErpCalled(app, claimed, withoutCvv(prepared.sent), soldTos);
    // 5. charge the ERP
    const response = await chargeErp(app, prepared, claimed.erpReference);
    // 6. receipt, stored with the outcome
    const receipt = await receiptFor(app, access.user, attempt.brandId ?? null, { ...prepared, response }, acting.caller, log);
    ended = { ok: { httpStatus: 200, body: response, receipt } };
  } catch (error) {
    // An ERP that cannot be reached answers 502 'paymentError'; one that refuses, 422 with its words.
    ended = { error: erpFailure(error, MESSAGES.paymentError) };
  }
  return finishAttempt(app, claimed, ended, log);
}

/** The ERP charges at most once per reference (docs/architecture/payments.md#reconciliation). */
function chargeErp(app: FastifyInstance, prepared: PreparedCharge, reference: string): Promise<PaymentResponse> {
  const options = { timeoutMs: app.paymentLedger.erpTimeoutMs };
  return prepared.kind === 'payment'
    ? app.erp.call(ERP_ENDPOINTS.payments, { ...prepared.sent, portal_reference: reference }, options)
    : app.erp.call(ERP_ENDPOINTS.deposit, { ...prepared.sent, portal_reference: reference }, options);
}

/** What the ledger keeps of a charge's request: a CVV is never stored. */
function withoutCvv(sent: PaymentRequest | DepositRequest): unknown {
  const { card_validation_code: _cvv, ...detail } = sent.payment_detail;
  return { ...sent, payment_detail: detail };
}

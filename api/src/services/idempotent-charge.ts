import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, type PaymentResponse } from 'shared/server';
import { authOf } from '../plugins/auth';
import { loadAccountAccess, type AccountAccess } from './account-access';
import { erpCall } from './erp-call';
import { assertMayPay, idempotencyKeyOf, receiptFor, toPaymentResponse } from './payment-access';
import { requestHash } from './payment-ledger';
import type { ReceiptLine } from './receipts';

/** What differs between an invoice payment and a deposit; the ledger around them is the same. */
export interface ChargeKind<Body, ErpBody> {
  kind: 'payment' | 'deposit';
  erpPath: string;
  /** Checks every rule of spec §5 and ownership, and builds what the ERP is sent. */
  prepare: (app: FastifyInstance, access: AccountAccess, body: Body) => Promise<ErpBody>;
  receiptLines: (sent: ErpBody, response: PaymentResponse) => ReceiptLine[];
}

/**
 * Runs one charge through the payment ledger (decisions §4): recorded before the ERP is asked,
 * the outcome after; a repeat of the key answers the first outcome and never reaches the ERP.
 */
export async function runIdempotentCharge<Body, ErpBody>(
  app: FastifyInstance,
  request: FastifyRequest,
  { body, userid }: { body: Body; userid?: number },
  charge: ChargeKind<Body, ErpBody>,
) {
  const caller = authOf(request).user;
  assertMayPay(caller, userid);
  const targetUserId = userid ?? caller.user_id;
  const attempt = {
    key: idempotencyKeyOf(request),
    userId: caller.user_id,
    targetUserId,
    kind: charge.kind,
    requestHash: requestHash(charge.kind, targetUserId, body),
  };
  return app.paymentLedger.run(
    attempt,
    ({ markErpCalled }) =>
      erpCall(MESSAGES.paymentError, async () => {
        const access = await loadAccountAccess(app, caller, userid);
        const sent = await charge.prepare(app, access, body);
        await markErpCalled();
        const answer = await app.erp.request<Partial<PaymentResponse>>('POST', charge.erpPath, sent, app.paymentLedger.erpTimeoutMs);
        const response = toPaymentResponse(charge.erpPath, answer);
        const receipt = await receiptFor(app, access.user, charge.kind, () => charge.receiptLines(sent, response));
        return { httpStatus: 200, body: response, receipt };
      }),
    request.log,
  );
}

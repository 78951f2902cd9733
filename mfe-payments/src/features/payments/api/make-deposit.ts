import { centsToNumber, toCents, type DepositRequest } from 'shared';
import { depositReceiptBasis } from 'shared/payments';
import { useCharge, type Charge } from '../hooks/use-charge';
import type { PaymentSummary } from '../types/last-payment';
import { chargeParties, type ChargeOrder } from '../utils/charge-order';

/** POST /api/customer/makedeposit (docs/product/deposits.md), with the Pay click's Idempotency-Key; it answers a PaymentResponse. */
export type MakeDepositRequest = DepositRequest;

/** docs/product/deposits.md ('Deposit form'). */
export interface DepositFields {
  reason_code: string;
  amount_to_process: string;
  reference_number: string;
  comment: string;
}

export interface DepositOrder extends ChargeOrder {
  deposit: DepositFields;
}

export function buildDepositRequest(order: DepositOrder): MakeDepositRequest {
  const { deposit } = order;
  return {
    ...chargeParties(order),
    deposit_detail: {
      // Checked by the Pay click before: at least 1, at most the deposit ceiling, 2 decimals.
      amount_to_process: centsToNumber(toCents(deposit.amount_to_process)),
      // docs/product/constants.md: deposits are in USD.
      currency_key: 'USD',
      reason_code: deposit.reason_code,
      reference_number: deposit.reference_number.trim(),
      comment: deposit.comment.trim(),
    },
  };
}

const depositSummaryOf = (body: MakeDepositRequest): PaymentSummary => ({
  currency: 'USD',
  amountCents: {},
  totalCents: toCents(body.deposit_detail.amount_to_process),
  receipt: depositReceiptBasis(body),
  at: new Date().toISOString(),
});

const DEPOSIT: Charge<DepositOrder, MakeDepositRequest> = {
  kind: 'deposit',
  build: buildDepositRequest,
  summarize: depositSummaryOf,
};

/** Sends the deposit; resolves to the message to show, or null once on the status page. */
export const useMakeDeposit = () => useCharge(DEPOSIT);

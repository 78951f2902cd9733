import { useCallback } from 'react';
import {
  centsToNumber,
  toCents,
  type AddressData,
  type DepositRequest,
  type HeaderItem,
  type PaymentCard,
  type PaymentResponse,
} from 'shared';
import { postIdempotent } from '../../../lib/idempotent-post';
import { toPaymentDetail } from '../../../lib/payment-method';
import { usePaymentSubmit } from '../hooks/use-payment-submit';

/** POST /api/customer/makedeposit (docs/product/deposits.md), with the Pay click's Idempotency-Key. */
export type MakeDepositRequest = DepositRequest;
export type MakeDepositResponse = PaymentResponse;

export function makeDeposit(body: MakeDepositRequest, idempotencyKey: string): Promise<MakeDepositResponse> {
  return postIdempotent<MakeDepositResponse>('/customer/makedeposit', body, { key: idempotencyKey });
}

/** docs/product/deposits.md ('Deposit form'). */
export interface DepositFields {
  reason_code: string;
  amount_to_process: string;
  reference_number: string;
  comment: string;
}

export interface DepositOrder {
  account: HeaderItem;
  card: PaymentCard;
  cvv: string | null;
  address: AddressData | null;
  deposit: DepositFields;
}

export function buildDepositRequest(order: DepositOrder): MakeDepositRequest {
  const { deposit } = order;
  return {
    payer_data: { customer_number: order.account.PrimaryAcct, company_code: order.account.CompanyCode },
    payment_detail: toPaymentDetail(order.card, order.cvv, order.address),
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

/** Sends the deposit; resolves to the message to show, or null once on the status page. */
export function useMakeDeposit() {
  const submit = usePaymentSubmit();
  return useCallback(
    (order: DepositOrder) => {
      const body = buildDepositRequest(order);
      const cents = toCents(body.deposit_detail.amount_to_process);
      return submit('deposit', (key) => makeDeposit(body, key), { currency: 'USD', amountCents: {}, totalCents: cents });
    },
    [submit],
  );
}

import {
  stripLeadingZeros,
  toCents,
  totalCents,
  type ErpPaymentReasonCode,
  type PaymentRequest,
  type SelectedInvoice,
} from 'shared';
import { paymentLineOf, paymentReceiptBasis } from 'shared/payments';
import { useCharge, type Charge } from '../hooks/use-charge';
import type { PaymentSummary } from '../types/last-payment';
import { chargeParties, type ChargeOrder } from '../utils/charge-order';

/** POST /api/invoice/payments (docs/product/checkout-and-payments.md), with the Pay click's Idempotency-Key; it answers a PaymentResponse. */
export type MakePaymentRequest = PaymentRequest;

export interface PaymentOrder extends ChargeOrder {
  invoices: readonly SelectedInvoice[];
  /** Payment type O reason codes, for reason_description. */
  reasonCodes: readonly ErpPaymentReasonCode[];
}

/** The request of the Pay click: each selected invoice as shared's payment line, as the API server rebuilds it. */
export function buildPaymentRequest(order: PaymentOrder): MakePaymentRequest {
  return {
    ...chargeParties(order),
    documents: order.invoices.map(({ document, amount, reason, comment }) =>
      paymentLineOf(document, { amount, reasonCode: reason, comment }, order.reasonCodes),
    ),
  };
}

export function paymentSummaryOf(body: MakePaymentRequest): PaymentSummary {
  const amountCents: Record<string, number> = {};
  for (const d of body.documents) amountCents[stripLeadingZeros(d.document_number_finance)] = toCents(d.amount_to_process);
  return {
    currency: body.documents[0]?.currency_key ?? 'USD',
    amountCents,
    totalCents: totalCents(body.documents.map((d) => toCents(d.amount_to_process))),
    receipt: paymentReceiptBasis(body),
    // Summarized when the answer came: the receipt's moment.
    at: new Date().toISOString(),
  };
}

const PAYMENT: Charge<PaymentOrder, MakePaymentRequest> = {
  kind: 'payment',
  build: buildPaymentRequest,
  summarize: paymentSummaryOf,
};

/** Sends the order; resolves to the message to show, or null once on the status page. */
export const useMakePayment = () => useCharge(PAYMENT);

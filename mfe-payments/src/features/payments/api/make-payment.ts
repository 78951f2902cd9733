import {
  centsToNumber,
  stripLeadingZeros,
  toCents,
  totalCents,
  type ErpPaymentReasonCode,
  type PaymentRequest,
  type SelectedInvoice,
} from 'shared';
import { paymentReceiptBasis } from 'shared/payments';
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

export function buildPaymentRequest(order: PaymentOrder): MakePaymentRequest {
  const describe = (code: string) => order.reasonCodes.find((r) => r.reason_code === code)?.description ?? '';
  return {
    ...chargeParties(order),
    documents: order.invoices.map(({ document: d, amount, reason, comment }) => ({
      billing_document_number: d.billing_document_number,
      document_number_finance: d.document_number_finance,
      line_item_in_the_relevant_invoice: d.line_item_in_the_relevant_invoice,
      fiscal_year_of_the_relevant_invoice: d.fiscal_year_of_the_relevant_invoice,
      open_amount: d.open_amount,
      // Checked by the Pay click before: an amount with at most 2 decimals, under its ceiling.
      amount_to_process: centsToNumber(toCents(amount)),
      currency_key: d.currency_key,
      reason_code: reason,
      // The code's text; what the customer typed goes in comment (the 'description' of docs/product/checkout-and-payments.md).
      reason_description: reason ? describe(reason) : '',
      comment: comment.trim(),
      reference_number: d.reference_number,
      zzcustom: d.zzcustom,
    })),
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

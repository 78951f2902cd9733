import { CARD_TYPE_NAMES } from '../constants/domain';
import type { DepositRequest, PaymentRequest } from '../endpoints/types/payments';
import { erpCents } from '../format/money';
import { stripLeadingZeros } from '../format/text';
import type { ReceiptBasis } from './receipt';

/*
 * What a receipt is built from, read off the request that was sent: the API server's receipt mail
 * and the payment status page read the same (docs/product/checkout-and-payments.md#receipts). The
 * page reaches it through 'shared/payments', without the server's receipt builder.
 */

/** Tokens end with the last digits of the card or (padded) account number (sandbox README). */
export function lastDigitsOf(token: string): string {
  return /(\d{4})$/.exec(token)?.[1] ?? token.slice(-4);
}

/** '{type} ending with *{last part}': 'Visa ending with *1111', 'eCheck ending with *6789'. */
export function paymentMethodName(type: keyof typeof CARD_TYPE_NAMES, token: string): string {
  return `${CARD_TYPE_NAMES[type] ?? type} ending with *${lastDigitsOf(token)}`;
}

export function paymentReceiptBasis(request: PaymentRequest): ReceiptBasis {
  return {
    kind: 'payment',
    account: stripLeadingZeros(request.payer_data.customer_number),
    companyCode: request.payer_data.company_code,
    method: paymentMethodName(request.payment_detail.payment_card_type, request.payment_detail.payment_card_token),
    currency: request.documents[0]?.currency_key ?? 'USD',
    documents: request.documents.map((d) => ({
      billingNumber: stripLeadingZeros(d.billing_document_number),
      financeNumber: stripLeadingZeros(d.document_number_finance),
      currency: d.currency_key,
      openCents: erpCents(d.open_amount),
      sentCents: erpCents(d.amount_to_process),
    })),
  };
}

export function depositReceiptBasis(request: DepositRequest): ReceiptBasis {
  const detail = request.deposit_detail;
  return {
    kind: 'deposit',
    account: stripLeadingZeros(request.payer_data.customer_number),
    companyCode: request.payer_data.company_code,
    method: paymentMethodName(request.payment_detail.payment_card_type, request.payment_detail.payment_card_token),
    currency: detail.currency_key,
    documents: [
      {
        billingNumber: detail.reference_number.trim(),
        financeNumber: '',
        currency: detail.currency_key,
        openCents: null,
        sentCents: erpCents(detail.amount_to_process),
      },
    ],
  };
}

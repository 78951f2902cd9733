import type { AddressData, HeaderItem, PayerData, PaymentCard, PaymentDetail } from 'shared';
import { toPaymentDetail } from '../../../lib/payment-method';

/** What a payment and a deposit both start from: the account that pays and the method it pays with. */
export interface ChargeOrder {
  account: HeaderItem;
  card: PaymentCard;
  cvv: string | null;
  address: AddressData | null;
}

/** The payer_data and payment_detail a payment and a deposit send alike. */
export function chargeParties(order: ChargeOrder): { payer_data: PayerData; payment_detail: PaymentDetail } {
  return {
    payer_data: { customer_number: order.account.PrimaryAcct, company_code: order.account.CompanyCode },
    payment_detail: toPaymentDetail(order.card, order.cvv, order.address),
  };
}

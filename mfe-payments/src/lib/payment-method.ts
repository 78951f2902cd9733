import { type AddressData, type PaymentCard, type PaymentDetail } from 'shared';
import { paymentMethodName } from 'shared/payments';
import { LABELS } from '../config/labels';
import type { PaymentMethodOption } from '../types/payment-method';

export const isECheck = (card: Pick<PaymentCard, 'payment_card_type'>): boolean => card.payment_card_type === 'EC';

/**
 * docs/product/payment-methods.md: '{type} ending with *{last part}' ('Visa ending with *1111', 'eCheck ending with
 * *6789'), with a marker for the default and for unsaved session methods.
 */
export function methodLabel(card: PaymentCard): string {
  const markers = [card.default === 'X' ? LABELS.defaultMarker : '', card.is_session ? LABELS.sessionMarker : ''];
  return [methodName(card), ...markers].filter(Boolean).join(' ');
}

/** '{type} ending with *{last part}', without markers: the shared name the receipts use too. */
export const methodName = (card: Pick<PaymentCard, 'payment_card_type' | 'payment_card_token'>): string =>
  paymentMethodName(card.payment_card_type, card.payment_card_token);

/** The option id of a method in 'Pay With': saved and session methods never clash. */
export function methodIdOf(card: Pick<PaymentCard, 'payment_card_token' | 'is_session'>): string {
  return `${card.is_session ? 'session' : 'saved'}:${card.payment_card_token}`;
}

/** Saved methods first (the ERP's order), then the session's unsaved ones. */
export function toMethodOptions(saved: readonly PaymentCard[], session: readonly PaymentCard[]): PaymentMethodOption[] {
  const option = (card: PaymentCard): PaymentMethodOption => ({ id: methodIdOf(card), card, label: methodLabel(card) });
  return [
    ...saved.map(option),
    ...session.map((card) => option({ ...card, is_session: true })),
  ];
}

/** The default method, preselected in 'Pay With' so a customer with one card pays in one click. */
export function defaultMethodId(options: readonly PaymentMethodOption[]): string {
  return options.find((o) => o.card.default === 'X')?.id ?? '';
}

/** docs/product/payment-methods.md payment_detail: the token and what identifies the method, never a card number. */
export function toPaymentDetail(card: PaymentCard, cvv: string | null, address: AddressData | null): PaymentDetail {
  const eCheck = isECheck(card);
  return {
    payment_method: eCheck ? 'EC' : 'CC',
    payment_card_type: card.payment_card_type,
    payment_card_token: card.payment_card_token,
    payment_card_name: card.payment_card_name,
    electronic_check_account_type: card.electronic_check_account_type ?? '',
    electronic_check_rdfi_number: card.electronic_check_rdfi_number ?? '',
    valid_to: card.valid_to ?? '',
    ...(cvv && !eCheck ? { card_validation_code: cvv } : {}),
    ...(address ? { address_data: address } : {}),
  };
}

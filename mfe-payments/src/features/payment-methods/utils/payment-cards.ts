import {
  callApi,
  CARD_TYPE_NAMES,
  cardAssignedMessage,
  cardExistsMessage,
  MESSAGES,
  PAYMENT_CARD_ACTIONS,
  type ErpStatus,
  type HeaderItem,
  type PaymentCard,
  type PaymentCardEntry,
  type PaymentCardsRequest,
} from 'shared';

/** POST /api/customer/payment_cards (docs/product/payment-methods.md): add 01, update 02, delete 03, authorize 04. */
export type PaymentCardsAnswer = { status?: ErpStatus } & Partial<ErpStatus>;

export async function postPaymentCards(body: PaymentCardsRequest): Promise<ErpStatus> {
  // The declaration's `invalidates` loads the payer's saved methods again wherever they are shown.
  const data: PaymentCardsAnswer = await callApi('POST /customer/payment_cards', { body }, {
    // The form says what went wrong (docs/product/payment-methods.md#card-saving-messages).
    skipErrorToast: true,
  });
  // docs/product/payment-methods.md: 'message_type or status.message_type S for success'.
  const status = data?.status ?? data;
  return {
    message_type: status?.message_type ?? 'E',
    message_line_string: status?.message_line_string ?? '',
    ...(status?.message_number ? { message_number: status.message_number } : {}),
  };
}

const lastNumber = (text: string) => /(\d+)\D*$/.exec(text)?.[1]?.replace(/^0+(?=\d)/, '');

/**
 * docs/product/payment-methods.md#card-saving-messages: null for S; message 74 '{type} already exists.', 76 '{type} already
 * assigned to account {number}' (the server maps them; raw numbers are mapped here), else the
 * server's message.
 */
export function paymentCardsError(status: ErpStatus, type: PaymentCard['payment_card_type']): string | null {
  if (status.message_type === 'S') return null;
  const name = CARD_TYPE_NAMES[type];
  const number = String(status.message_number ?? '').replace(/^0+/, '');
  if (number === '74') return cardExistsMessage(name);
  if (number === '76') {
    const account = lastNumber(status.message_line_string);
    if (account) return cardAssignedMessage(name, account);
  }
  return status.message_line_string || MESSAGES.paymentMethodSubmitError;
}

/** The docs/product/payment-methods.md card entry of a method: its token and what identifies it, never a number. */
export function toCardEntry(card: PaymentCard, extra: Partial<PaymentCardEntry> = {}): PaymentCardEntry {
  const eCheck = card.payment_card_type === 'EC';
  return {
    name: card.payment_card_name,
    token: card.payment_card_token,
    type: card.payment_card_type,
    valid_from: card.valid_from ?? '',
    valid_to: eCheck ? '' : (card.valid_to ?? ''),
    default: card.default === 'X' ? 'X' : '',
    ...(eCheck
      ? {
          electronic_check_account_type: card.electronic_check_account_type ?? '',
          electronic_check_rdfi_number: card.electronic_check_rdfi_number ?? '',
        }
      : {}),
    ...extra,
  };
}

export const payerDataOf = (account: HeaderItem) => ({
  customer_number: account.PrimaryAcct,
  company_code: account.CompanyCode,
});

/**
 * Before paying with an unsaved card (docs/product/messages.md): action 04 verifies it. Resolves to null when
 * approved, to 'Credit Card not approved.' when declined; a failed call rejects.
 */
export async function authorizeSessionCard(account: HeaderItem, card: PaymentCard, cvv: string | null): Promise<string | null> {
  const status = await postPaymentCards({
    payer_data: payerDataOf(account),
    action: PAYMENT_CARD_ACTIONS.authorize,
    payment_cards: [toCardEntry(card, { default: '', ...(cvv ? { card_validation_code: cvv } : {}) })],
  });
  return status.message_type === 'S' ? null : MESSAGES.cardNotApproved;
}

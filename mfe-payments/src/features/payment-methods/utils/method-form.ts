import { endOfMonth, type PaymentCard } from 'shared';
import { digitsOnly, padAccountNumber, routingDigits, type CardFormValues, type ECheckFormValues } from 'shared/payments';
import type { TokenizerData } from '../api/tokenize';
import type { MethodKind } from '../types/method';

export const kindOf = (card: Pick<PaymentCard, 'payment_card_type'>): MethodKind =>
  card.payment_card_type === 'EC' ? 'echeck' : 'card';

/** Which checkboxes a form shows (docs/product/payment-methods.md): 'Save On File' when adding, 'Set as default' when saving. */
export function saveOptions(card: PaymentCard | null, alwaysSave: boolean, canSave: boolean, saveOnFile: boolean) {
  const showSaveOnFile = card === null && canSave && !alwaysSave;
  const saving = card === null ? alwaysSave || (canSave && saveOnFile) : !card.is_session && canSave;
  return { showSaveOnFile, showDefault: saving && card?.default !== 'X' };
}

/** valid_to (MM-DD-YYYY) as the form's month and year; '' for what it does not hold. */
export function expiryOf(validTo: string | undefined): { exp_month: string; exp_year: string } {
  const match = /^(\d{2})[-/]\d{2}[-/](\d{4})$/.exec(validTo ?? '');
  return { exp_month: match?.[1] ?? '', exp_year: match?.[2] ?? '' };
}

/** The card form's start: empty to add, the method's name and expiry to edit. */
export function cardDefaults(card: PaymentCard | null): CardFormValues {
  return {
    card_type: card?.payment_card_type ?? '',
    name: card?.payment_card_name ?? '',
    card_number: '',
    ...expiryOf(card?.valid_to),
    cvv: '',
    save_on_file: false,
    make_default: false,
  };
}

export function echeckDefaults(card: PaymentCard | null): ECheckFormValues {
  return {
    account_type: card?.electronic_check_account_type ?? '',
    routing_number: card?.electronic_check_rdfi_number ?? '',
    account_number: '',
    name: card?.payment_card_name ?? '',
    save_on_file: false,
    make_default: false,
  };
}

/** What the browser posts to the tokenizer for a card (sandbox/src/tokenizer CardData). */
export function toTokenizerCard(values: CardFormValues): TokenizerData {
  return {
    method: 'CC',
    data: {
      card_number: digitsOnly(values.card_number),
      card_type: values.card_type as 'VISA' | 'MC' | 'AMEX',
      name: values.name.trim(),
      exp_month: Number(values.exp_month),
      exp_year: Number(values.exp_year),
      cvv: values.cvv.trim(),
    },
  };
}

/** For an eCheck: the account number padded to 10 digits (docs/product/payment-methods.md). */
export function toTokenizerCheck(values: ECheckFormValues): TokenizerData {
  return {
    method: 'EC',
    data: {
      routing_number: routingDigits(values.routing_number),
      account_number: padAccountNumber(values.account_number),
      account_type: values.account_type as 'C' | 'S' | 'X',
      name: values.name.trim(),
    },
  };
}

/** An edit changes the name and, for cards, valid_to: the end of the month, MM-DD-YYYY (docs/product/payment-methods.md). */
export interface MethodChange {
  name: string;
  valid_to?: string;
  makeDefault: boolean;
}

export const cardChange = (values: CardFormValues): MethodChange => ({
  name: values.name.trim(),
  valid_to: endOfMonth(Number(values.exp_month), Number(values.exp_year)),
  makeDefault: values.make_default,
});

export const echeckChange = (values: ECheckFormValues): MethodChange => ({
  name: values.name.trim(),
  makeDefault: values.make_default,
});

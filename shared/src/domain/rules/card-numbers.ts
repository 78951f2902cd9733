/**
 * docs/product/payment-methods.md ('Card') (card expiry years 2018-2032): the card form's rules as
 * pure helpers, without yup, so the pages that only show cards do not load the form library. The
 * schema is schemas/card.ts, in the 'shared/forms' entry.
 */
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import type { PaymentCard } from '../endpoints/types/erp';

/** The card types of the card form (docs/product/payment-methods.md): eChecks have a form of their own. */
export type CardType = Exclude<PaymentCard['payment_card_type'], 'EC'>;
export const CARD_TYPES: readonly CardType[] = ['VISA', 'MC', 'AMEX'];

/** A card or account number without the spaces and hyphens people type between groups. */
export const digitsOnly = (value: string | null | undefined): string => (value ?? '').replace(/[\s-]/g, '');

/** The card-number check of docs/product/payment-methods.md (Luhn), on 12 to 19 digits. */
export function luhnValid(number: string | null | undefined): boolean {
  const digits = digitsOnly(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The type a number belongs to by its prefix and length, or null when it is none of the three. */
export function cardTypeOf(number: string | null | undefined): CardType | null {
  const digits = digitsOnly(number);
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'VISA';
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return 'MC';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  return null;
}

/**
 * The type a number being typed seems to be, from its first digits alone (4: Visa; 51–55 and
 * 2221–2720: Master Card; 34 and 37: American Express), or null while it cannot tell.
 */
export function proposedCardType(number: string | null | undefined): CardType | null {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return null;
}

/** Whether the number is of the chosen type (docs/product/payment-methods.md: 'match the chosen type'). */
export const cardTypeMatches = (number: string | null | undefined, type: CardType): boolean => cardTypeOf(number) === type;

/** docs/product/payment-methods.md: the message for a number that is not of the chosen type. */
export function cardTypeMessage(type: CardType): string {
  if (type === 'VISA') return VALIDATION.card.invalidVisa;
  if (type === 'MC') return VALIDATION.card.invalidMasterCard;
  return VALIDATION.card.invalidAmex;
}

/**
 * docs/product/payment-methods.md ('The combined date must be valid'): a month 1-12, a year of docs/product/constants.md (2018-2032), and not
 * over yet (a card is good through the last day of its expiry month).
 */
export function expiryValid(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
  today = new Date(),
): boolean {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12) return false;
  if (!Number.isInteger(y) || y < LIMITS.cardYearFrom || y > LIMITS.cardYearTo) return false;
  return y * 12 + m >= today.getFullYear() * 12 + today.getMonth() + 1;
}

/** The years the form offers (docs/product/constants.md: 2018-2032). */
export const cardYears = (): number[] =>
  Array.from({ length: LIMITS.cardYearTo - LIMITS.cardYearFrom + 1 }, (_, i) => LIMITS.cardYearFrom + i);

/** The card form (docs/product/payment-methods.md#card-form). Month is '01'-'12', year four digits; '' when not chosen. */
export interface CardFormValues {
  card_type: string;
  name: string;
  card_number: string;
  exp_month: string;
  exp_year: string;
  cvv: string;
  save_on_file: boolean;
  make_default: boolean;
}

export interface CardSchemaOptions {
  /** docs/product/payment-methods.md: when editing, only name, month and year are required (number and type are hidden). */
  editing?: boolean;
  /** The day the expiry is checked against. */
  today?: Date;
}

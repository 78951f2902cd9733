/**
 * docs/product/payment-methods.md ('eCheck') (routing number 9 digits with weights 3-7-1, account
 * number 5-17 characters padded to 10): the eCheck form's rules as pure helpers, without yup. The
 * schema is schemas/echeck.ts, in the 'shared/forms' entry.
 */
import type { PaymentCard } from '../endpoints/types/erp';

export type ECheckAccountType = Exclude<NonNullable<PaymentCard['electronic_check_account_type']>, ''>;

/** docs/product/payment-methods.md#echeck-form: C Checking, S Saving Account, X Corporate Checking. */
export const ECHECK_ACCOUNT_TYPES: readonly { code: ECheckAccountType; label: string }[] = [
  { code: 'C', label: 'Checking' },
  { code: 'S', label: 'Saving Account' },
  { code: 'X', label: 'Corporate Checking' },
];

const ROUTING_WEIGHTS = [3, 7, 1] as const;
/** docs/product/constants.md: the account number is padded to 10 digits for tokenization. */
export const ACCOUNT_NUMBER_PADDED_LENGTH = 10;
const ACCOUNT_MIN = 5;
const ACCOUNT_MAX = 17;

/** A routing number as sent: the digits, without the spaces or hyphens people type. */
export const routingDigits = (value: string | null | undefined): string => (value ?? '').replace(/[\s-]/g, '');

/** docs/product/payment-methods.md: 9 digits whose sum with weights 3-7-1 is divisible by 10. */
export function routingValid(value: string | null | undefined): boolean {
  const digits = routingDigits(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * ROUTING_WEIGHTS[i % 3]!, 0);
  return sum % 10 === 0;
}

/**
 * docs/product/payment-methods.md: only digits, spaces and hyphens, 5 to 17 characters once the spaces are gone (and at
 * least 5 digits, which the tokenizer needs).
 */
export function accountNumberValid(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  if (!/^[\d\s-]+$/.test(text)) return false;
  const withoutSpaces = text.replace(/\s/g, '');
  const digits = withoutSpaces.replace(/-/g, '');
  return withoutSpaces.length >= ACCOUNT_MIN && withoutSpaces.length <= ACCOUNT_MAX && digits.length >= ACCOUNT_MIN;
}

/** docs/product/payment-methods.md: the account number's digits, padded with leading zeros to 10 for tokenization. */
export function padAccountNumber(value: string | null | undefined): string {
  return (value ?? '').replace(/[\s-]/g, '').padStart(ACCOUNT_NUMBER_PADDED_LENGTH, '0');
}

/** The eCheck form (docs/product/payment-methods.md#echeck-form). */
export interface ECheckFormValues {
  account_type: string;
  routing_number: string;
  account_number: string;
  name: string;
  save_on_file: boolean;
  make_default: boolean;
}

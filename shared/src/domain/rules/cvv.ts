import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import type { GenerelData } from './payment-config';

/**
 * The CVV is required when cvv_use_control is '1' and the method is not an eCheck, for
 * every use of a card: a payment, a deposit, and authorizing a card (payment card action 04).
 * `method` is a payment_method ('CC' | 'EC') or a payment_card_type ('VISA', 'MC', 'AMEX', 'EC').
 */
export function cvvRequired(generel_data: GenerelData, method: string | null | undefined): boolean {
  return generel_data?.cvv_use_control === '1' && method !== 'EC';
}

/** A CVV is 3 to 4 digits. */
export const cvvValid = (cvv: string | null | undefined): boolean =>
  new RegExp(`^\\d{${LIMITS.cvvMin},${LIMITS.cvvMax}}$`).test((cvv ?? '').trim());

/** The Pay click's CVV check: 'CVV Is Required.' when empty, 'Invalid CVV number.' unless 3-4 digits. */
export function validateCvv(cvv: string | null | undefined): string | null {
  const text = (cvv ?? '').trim();
  if (text === '') return VALIDATION.payClick.cvvRequired;
  return cvvValid(text) ? null : VALIDATION.payClick.cvvInvalid;
}

/**
 * The CVV check of one use of a method: required and valid where cvvRequired says so, else
 * only valid when one is given (an eCheck's is ignored).
 */
export function cvvProblem(generel_data: GenerelData, method: string | null | undefined, cvv: string | null | undefined): string | null {
  if (cvvRequired(generel_data, method)) return validateCvv(cvv);
  if (method === 'EC' || (cvv ?? '').trim() === '') return null;
  return validateCvv(cvv);
}

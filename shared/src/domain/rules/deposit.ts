import { AMOUNT_LIMITS, LIMITS, type AmountLimits } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import { parseCents } from '../format/money';
import { depositCeilingProblem } from './amount-limits';
import { validateCvv } from './cvv';
import { findReason, needsDescription, type ReasonCodeList } from './reason-codes';

/**
 * A deposit amount: required, a number with at most 2 decimals, at least 1, and no more
 * than the deposit ceiling (AMOUNT_LIMITS.depositMaximumCents).
 */
export function validateDepositAmount(
  amount: string | number | null | undefined,
  limits: AmountLimits = AMOUNT_LIMITS,
): string | null {
  const m = VALIDATION.deposit;
  if (amount === null || amount === undefined || String(amount).trim() === '') return m.required;
  const result = parseCents(amount);
  if (!result.ok) {
    if (result.problem !== 'too_large') return m.notNumber;
    return result.sign < 0 ? m.minimum : depositCeilingProblem(Infinity, limits);
  }
  if (result.cents < LIMITS.depositMinimum * 100) return m.minimum;
  return depositCeilingProblem(result.cents, limits);
}

export interface DepositClickInput {
  amount: string | number;
  paymentMethod: string | null | undefined;
  cvv?: string | null;
  cvvRequired: boolean;
  reasonCode?: string | null;
  comment?: string | null;
  /** The payment type D reason codes of the company. */
  reasonCodes: ReasonCodeList;
  limits?: AmountLimits;
}

/**
 * A deposit's Pay click: a valid amount, a selected method, the CVV when required, a deposit reason
 * code ('Reason is required.') and its description when the code requires one.
 */
export function validateDepositClick(input: DepositClickInput): string | null {
  const amount = validateDepositAmount(input.amount, input.limits);
  if (amount) return amount;
  if (!input.paymentMethod) return VALIDATION.payClick.cardNotSelected;
  if (input.cvvRequired && input.paymentMethod !== 'EC') {
    const cvv = validateCvv(input.cvv);
    if (cvv) return cvv;
  }
  const reason = findReason(input.reasonCodes, input.reasonCode);
  if (!reason) return VALIDATION.payClick.reasonRequired;
  if (needsDescription(reason) && (input.comment ?? '').trim() === '') {
    return VALIDATION.payClick.reasonDescriptionRequired;
  }
  return null;
}

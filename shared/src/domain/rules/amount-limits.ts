import { AMOUNT_LIMITS, type AmountLimits } from '../constants/domain';
import { amountMaximumMessage, overpaymentLimitMessage } from '../constants/messages';
import { formatAmountCents, parseCents } from '../format/money';

/**
 * An amount field read for comparing: its cents; +/-Infinity when it lies beyond every ceiling (so
 * it still compares as too large or too small); null when it is empty or not an amount.
 */
export function comparableCents(amount: string | number | null | undefined): number | null {
  const result = parseCents(amount);
  if (result.ok) return result.cents;
  return result.problem === 'too_large' ? result.sign * Infinity : null;
}

/** Where overpayment is allowed, the most an invoice with this open amount takes, in cents. */
export function overpaymentCeilingCents(openCents: number, limits: AmountLimits = AMOUNT_LIMITS): number {
  return Math.min(openCents * limits.overpaymentMultiple, limits.maximumCents);
}

/**
 * Why an invoice amount is above its ceiling, or null: an overpayment goes no further than
 * overpaymentMultiple times the open amount (and no amount above maximumCents).
 */
export function overpaymentCeilingProblem(cents: number, openCents: number, limits: AmountLimits = AMOUNT_LIMITS): string | null {
  const ceiling = overpaymentCeilingCents(openCents, limits);
  if (cents <= ceiling) return null;
  return ceiling < openCents * limits.overpaymentMultiple
    ? amountMaximumMessage(formatAmountCents(limits.maximumCents))
    : overpaymentLimitMessage(limits.overpaymentMultiple);
}

/** The largest deposit, in cents. */
export const depositCeilingCents = (limits: AmountLimits = AMOUNT_LIMITS): number =>
  Math.min(limits.depositMaximumCents, limits.maximumCents);

/** Why a deposit amount is above its ceiling, or null. */
export function depositCeilingProblem(cents: number, limits: AmountLimits = AMOUNT_LIMITS): string | null {
  const ceiling = depositCeilingCents(limits);
  return cents > ceiling ? amountMaximumMessage(formatAmountCents(ceiling)) : null;
}

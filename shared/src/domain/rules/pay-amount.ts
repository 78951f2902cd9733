import { AMOUNT_LIMITS, type AmountLimits } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import { currencyDecimals, erpCents } from '../format/money';
import { comparableCents, overpaymentCeilingProblem } from './amount-limits';
import { findReason, needsDescription, type ReasonCodeList } from './reason-codes';

export interface PayAmountInput {
  /** The field's text, or the JSON number of a request body. */
  amount: string | number;
  /** The document's open amount, as the ERP sent it. */
  openAmount: number;
  partialAllowed: boolean;
  overpaymentAllowed: boolean;
  /**
   * Leaves an amount above the open amount, where overpayment is off, to the Pay click
   * ('Overpayments is not allowed.') instead of the field's 'Over payment not allowed.'.
   */
  deferOverpayment?: boolean;
  limits?: AmountLimits;
  /** The document's currency (the ERP's currency_key): a JPY amount takes no decimals. */
  currency?: string;
}

/**
 * An invoice's pay amount, checked on every change: the first failing message, or null. A credit's amount is its
 * (negative) open amount: its field is read-only, so any other amount is refused. Where
 * overpayment is allowed, an amount goes no further than its ceiling (AMOUNT_LIMITS).
 */
export function validatePayAmount(input: PayAmountInput): string | null {
  const { amount, partialAllowed, overpaymentAllowed } = input;
  const m = VALIDATION.payAmount;
  if (String(amount ?? '').trim() === '') return m.empty;
  const cents = comparableCents(amount);
  if (cents === null) return m.numeric;
  if (cents % 100 !== 0 && currencyDecimals(input.currency) === 0) return m.wholeUnitsOnly;
  const open = erpCents(input.openAmount);
  if (cents === 0) return m.zero;
  if (open < 0) {
    if (cents === open) return null;
    return cents > open ? m.partialNotAllowed : m.overNotAllowed;
  }
  if (cents < 0) return m.negative;
  if (cents > open) {
    if (overpaymentAllowed) {
      const ceiling = overpaymentCeilingProblem(cents, open, input.limits ?? AMOUNT_LIMITS);
      if (ceiling) return ceiling;
    } else if (!input.deferOverpayment) {
      return m.overNotAllowed;
    }
  }
  if (cents < open && !partialAllowed) return m.partialNotAllowed;
  return null;
}

export interface RowReasonInput {
  amount: string | number;
  openAmount: number;
  reasonCode?: string | null;
  comment?: string | null;
  reasonsRequired: boolean;
  reasonCodes: ReasonCodeList;
}

/**
 * An invoice's reason: 'Reason Code Required.' when paid below the
 * open amount (unless reasons are not required), 'Reason Required' when the chosen code has
 * comments_required X and no description.
 */
export function validateRowReason(input: RowReasonInput): string | null {
  const cents = comparableCents(input.amount);
  const open = erpCents(input.openAmount);
  if (cents === null || open < 0) return null;
  const code = (input.reasonCode ?? '').trim();
  if (cents < open && input.reasonsRequired && code === '') return VALIDATION.payAmount.reasonCodeRequired;
  if (needsDescription(findReason(input.reasonCodes, code)) && (input.comment ?? '').trim() === '') {
    return VALIDATION.payAmount.reasonRequired;
  }
  return null;
}

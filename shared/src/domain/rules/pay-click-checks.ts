import { VALIDATION } from '../constants/validation';
import { erpCents } from '../format/money';
import { comparableCents } from './amount-limits';
import { validateCvv } from './cvv';
import { sumPayRows, type PayClickRow } from './pay-click';
import { findReason, needsDescription, type ReasonCodeList } from './reason-codes';

/*
 * The checkout's Pay click checks: only the payment pages and the API server run them, so they are
 * 'shared/payments', apart from the totals the invoice list keeps (pay-click.ts).
 */

export interface PayClickInput {
  /** The selected method's payment_method or payment_card_type; empty or null when none is selected. */
  paymentMethod: string | null | undefined;
  cvv?: string | null;
  /** cvvRequired(generel_data, method) */
  cvvRequired: boolean;
  /** isOverpaymentAllowed(payment_types) */
  overpaymentAllowed: boolean;
  /** reasonsRequired(payment_types) */
  reasonsRequired: boolean;
  /** The payment type O reason codes of the company; a code not among them counts as missing. */
  reasonCodes: ReasonCodeList;
  rows: readonly PayClickRow[];
}

/** The Pay click: the first failing message, in the order the checks are listed below, or null. */
export function validatePayClick(input: PayClickInput): string | null {
  const m = VALIDATION.payClick;
  // 1. a method must be selected
  if (!input.paymentMethod) return m.cardNotSelected;
  // 2. overpaying without permission; an amount beyond every ceiling counts as overpaying
  const totals = sumPayRows(input.rows, (row) => comparableCents(row.amount));
  if (totals.overpayingCents > 0 && !input.overpaymentAllowed) return m.overpaymentNotAllowed;
  // 3. CVV
  if (input.cvvRequired && input.paymentMethod !== 'EC') {
    const cvv = validateCvv(input.cvv);
    if (cvv) return cvv;
  }
  // 4. credits must be outweighed by the invoices paid
  const hasCredits = input.rows.some((r) => erpCents(r.openAmount) < 0);
  if (hasCredits && totals.payCents <= 0) return m.creditsExceed;
  // 5. something to pay
  if (totals.payCents <= 0) return m.totalPositive;
  // 6. reasons for under-payments, descriptions for codes that require them
  for (const row of input.rows) {
    const open = erpCents(row.openAmount);
    if (open < 0) continue;
    const cents = comparableCents(row.amount);
    const code = (row.reasonCode ?? '').trim();
    const reason = findReason(input.reasonCodes, code);
    const under = cents !== null && cents < open;
    if (under && input.reasonsRequired && !reason) return m.reasonRequired;
    if (code !== '' && !reason) return m.reasonRequired;
    if (needsDescription(reason) && (row.comment ?? '').trim() === '') return m.reasonDescriptionRequired;
  }
  return null;
}

import { VALIDATION } from '../constants/validation';
import { addCents, erpCents } from '../format/money';
import { comparableCents } from './amount-limits';
import { validateCvv } from './cvv';
import { findReason, needsDescription, type ReasonCodeList } from './reason-codes';

export interface PayClickRow {
  amount: string | number;
  /** The document's open amount, as the ERP sent it. */
  openAmount: number;
  reasonCode?: string | null;
  comment?: string | null;
}

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

/** The payment panel's totals, in cents. */
export interface PayTotals {
  /** Sum of the open amounts of the invoices (credits left out). */
  invoiceCents: number;
  /** Sum of the credits' amounts (zero or negative). */
  creditCents: number;
  /** Sum of every amount to pay, credits included. */
  payCents: number;
  /** What is paid above the open amounts (zero when nothing is). */
  overpayingCents: number;
}

/** Sums the rows; `amountOf` reads a row's amount (null: counts as nothing). */
function sum(rows: readonly PayClickRow[], amountOf: (row: PayClickRow) => number | null): PayTotals {
  const totals: PayTotals = { invoiceCents: 0, creditCents: 0, payCents: 0, overpayingCents: 0 };
  for (const row of rows) {
    const cents = amountOf(row) ?? 0;
    const open = erpCents(row.openAmount);
    totals.payCents += cents;
    if (open < 0) totals.creditCents += cents;
    else {
      totals.invoiceCents += open;
      if (cents > open) totals.overpayingCents += cents - open;
    }
  }
  return totals;
}

/**
 * The panel's totals. An amount that is not an amount, or lies beyond every ceiling, counts as
 * nothing here: its own field says what is wrong with it.
 */
export function payTotals(rows: readonly PayClickRow[]): PayTotals {
  return sum(rows, (row) => {
    const cents = comparableCents(row.amount);
    return cents !== null && Number.isFinite(cents) ? cents : null;
  });
}

/** No rows: every figure zero. */
export const NO_PAY_TOTALS: PayTotals = Object.freeze({ invoiceCents: 0, creditCents: 0, payCents: 0, overpayingCents: 0 });

/** One row's share of payTotals: a running total adds it when the row comes and takes it away when it goes or changes. */
export function rowPayTotals(row: PayClickRow): PayTotals {
  return payTotals([row]);
}

/** a + sign × b, figure by figure, in exact integer cents. */
export function combinePayTotals(a: PayTotals, b: PayTotals, sign: 1 | -1 = 1): PayTotals {
  return {
    invoiceCents: addCents(a.invoiceCents, sign * b.invoiceCents),
    creditCents: addCents(a.creditCents, sign * b.creditCents),
    payCents: addCents(a.payCents, sign * b.payCents),
    overpayingCents: addCents(a.overpayingCents, sign * b.overpayingCents),
  };
}

/** The Pay click: the first failing message, in the order the checks are listed below, or null. */
export function validatePayClick(input: PayClickInput): string | null {
  const m = VALIDATION.payClick;
  // 1. a method must be selected
  if (!input.paymentMethod) return m.cardNotSelected;
  // 2. overpaying without permission; an amount beyond every ceiling counts as overpaying
  const totals = sum(input.rows, (row) => comparableCents(row.amount));
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

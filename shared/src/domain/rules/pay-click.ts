import { addCents, erpCents } from '../format/money';
import { comparableCents } from './amount-limits';

export interface PayClickRow {
  amount: string | number;
  /** The document's open amount, as the ERP sent it. */
  openAmount: number;
  reasonCode?: string | null;
  comment?: string | null;
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
export function sumPayRows(rows: readonly PayClickRow[], amountOf: (row: PayClickRow) => number | null): PayTotals {
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
  return sumPayRows(rows, (row) => {
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

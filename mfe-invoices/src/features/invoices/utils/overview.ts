import { addCents, documentStatus, erpCents, isCredit, type ErpDocument } from 'shared';
import { requestDateKey } from '../../../lib/dates';

/** The list's overview (docs/product/invoices.md#overview), in cents of the account's currency. */
export interface InvoiceOverview {
  openCents: number;
  openCount: number;
  overdueCents: number;
  overdueCount: number;
  /** Due from today to the 30th day ahead, not yet overdue. */
  dueSoonCents: number;
  dueSoonCount: number;
}

/** An open invoice (not a credit) whose due date is before today (YYYYMMDD keys). */
export const isOverdue = (d: ErpDocument, todayKey: string): boolean => {
  if (documentStatus(d) !== 'Open') return false;
  const due = requestDateKey(d.due_date);
  return due !== '' && due < todayKey;
};

/**
 * Sums the open invoices of the list: all of them, those overdue, and those due within 30 days.
 * Credits are left out (they are not owed); each sum is whole cents, added exactly.
 */
export function overviewOf(documents: readonly ErpDocument[], todayKey: string, in30DaysKey: string): InvoiceOverview {
  const o: InvoiceOverview = { openCents: 0, openCount: 0, overdueCents: 0, overdueCount: 0, dueSoonCents: 0, dueSoonCount: 0 };
  for (const d of documents) {
    if (documentStatus(d) !== 'Open' || isCredit(d.open_amount)) continue;
    const cents = erpCents(d.open_amount);
    o.openCents = addCents(o.openCents, cents);
    o.openCount += 1;
    const due = requestDateKey(d.due_date);
    if (due !== '' && due < todayKey) {
      o.overdueCents = addCents(o.overdueCents, cents);
      o.overdueCount += 1;
    } else if (due !== '' && due <= in30DaysKey) {
      o.dueSoonCents = addCents(o.dueSoonCents, cents);
      o.dueSoonCount += 1;
    }
  }
  return o;
}

const DAY_MS = 86_400_000;

/** How many days an invoice is overdue: the ERP's days in arrears, else counted from its due date. */
export function daysOverdue(d: ErpDocument, todayKey: string): number {
  if (d.days_in_arrears > 0) return d.days_in_arrears;
  const due = requestDateKey(d.due_date);
  const utc = (key: string) => Date.UTC(Number(key.slice(0, 4)), Number(key.slice(4, 6)) - 1, Number(key.slice(6, 8)));
  return Math.max(1, Math.round((utc(todayKey) - utc(due)) / DAY_MS));
}

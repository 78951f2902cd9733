import { addCents, documentStatus, erpCents, type ErpDocument } from 'shared';
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

/**
 * Sums the open invoices of the list: all of them, those overdue, and those due within 30 days.
 * Credits are left out (they are not owed); each sum is whole cents, added exactly.
 */
export function overviewOf(documents: readonly ErpDocument[], currency: string, todayKey: string, in30DaysKey: string): InvoiceOverview {
  const o: InvoiceOverview = { openCents: 0, openCount: 0, overdueCents: 0, overdueCount: 0, dueSoonCents: 0, dueSoonCount: 0 };
  for (const d of documents) {
    if (d.currency_key !== currency || documentStatus(d) !== 'Open') continue;
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

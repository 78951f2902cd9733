import { documentStatus, type ErpDocument } from 'shared';
import { requestDateKey } from '../../../lib/dates';

/** An open invoice (not a credit) whose due date is before today (YYYYMMDD keys). */
export const isOverdue = (d: ErpDocument, todayKey: string): boolean => {
  if (documentStatus(d) !== 'Open') return false;
  const due = requestDateKey(d.due_date);
  return due !== '' && due < todayKey;
};

const DAY_MS = 86_400_000;

/** How many days an invoice is overdue: the ERP's days in arrears, else counted from its due date. */
export function daysOverdue(d: ErpDocument, todayKey: string): number {
  if (d.days_in_arrears > 0) return d.days_in_arrears;
  const due = requestDateKey(d.due_date);
  const utc = (key: string) => Date.UTC(Number(key.slice(0, 4)), Number(key.slice(4, 6)) - 1, Number(key.slice(6, 8)));
  return Math.max(1, Math.round((utc(todayKey) - utc(due)) / DAY_MS));
}

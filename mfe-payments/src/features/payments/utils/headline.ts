import { formatCents } from 'shared';
import { TEXTS } from '../../../config/labels';
import type { LastPayment } from '../types/last-payment';
import { amountPaid, firstLineSucceeded, lineCharged } from './amount-paid';

/**
 * The status page's headline (docs/product/checkout-and-payments.md#payment-status-page): what
 * happened, in the customer's words ('Paid $8,751.00 for 2 invoices', 'Deposited $250.00 to
 * account 200100'); the ERP's own lines stay in the list below. A failure keeps the ERP's first
 * line, which says why.
 */
export function headlineOf(last: LastPayment): string {
  const first = last.response.status[0];
  if (!firstLineSucceeded(last)) return first?.message_line_string || TEXTS.paymentFailed;
  const amount = formatCents(amountPaid(last), last.currency);
  if (last.kind === 'deposit') return TEXTS.depositHeadline(amount, last.receipt?.account ?? '');
  const paid = last.response.status.filter(lineCharged).length;
  return TEXTS.paymentHeadline(amount, paid, last.response.status.length);
}

import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { formatCents } from 'shared';
import { LABELS } from '../../../config/labels';
import type { LastPayment } from '../types/last-payment';
import { statusLinesOf } from '../utils/receipt';

interface Props {
  last: LastPayment;
  /** docs/product/checkout-and-payments.md: unless the first line is S, amounts stay blank. */
  showAmounts: boolean;
}

/**
 * Each result line: its document by the billing number the customer knows, the ERP's message, what
 * it paid, what stays open on it and the authorization reference.
 */
export function PaymentStatusLines({ last, showAmounts }: Props) {
  return (
    // A phone scrolls the table sideways: the region takes focus, so the keyboard can scroll it too.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={LABELS.paymentStatusTitle}>
      <Table size="small" aria-label={LABELS.paymentStatusTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{LABELS.document}</TableCell>
            <TableCell>{LABELS.message}</TableCell>
            <TableCell align="right">{LABELS.amount}</TableCell>
            <TableCell align="right">{LABELS.remainingBalance}</TableCell>
            <TableCell>{LABELS.authorization}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statusLinesOf(last).map((line, index) => (
            <TableRow key={`${line.document}-${index}`} data-testid="status-line">
              <TableCell>{line.document}</TableCell>
              {/* Wide enough to read; on a phone the table scrolls sideways instead of stacking words. */}
              <TableCell sx={{ minWidth: 200, color: line.succeeded ? 'success.main' : 'error.main' }} data-print="plain">
                {line.message}
              </TableCell>
              <TableCell align="right">{showAmounts && line.paidCents !== null ? formatCents(line.paidCents, line.currency) : ''}</TableCell>
              <TableCell align="right">
                {showAmounts && line.remainingCents !== null ? formatCents(line.remainingCents, line.currency) : ''}
              </TableCell>
              <TableCell>{line.authorization}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

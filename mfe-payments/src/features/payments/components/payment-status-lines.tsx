import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { formatCents, stripLeadingZeros } from 'shared';
import { LABELS } from '../../../config/labels';
import type { LastPayment } from '../types/last-payment';
import { authorizationOf, lineAmount } from '../utils/amount-paid';

interface Props {
  last: LastPayment;
  /** docs/product/checkout-and-payments.md: unless the first line is S, amounts stay blank. */
  showAmounts: boolean;
}

/** Each result line: its document, the ERP's message, what it paid and the authorization code. */
export function PaymentStatusLines({ last, showAmounts }: Props) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={LABELS.paymentStatusTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{LABELS.document}</TableCell>
            <TableCell>{LABELS.message}</TableCell>
            <TableCell align="right">{LABELS.amount}</TableCell>
            <TableCell>{LABELS.authorization}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {last.response.status.map((line, index) => {
            const amount = showAmounts ? lineAmount(last, line) : null;
            return (
              <TableRow key={`${line.index_number}-${index}`} data-testid="status-line">
                <TableCell>{stripLeadingZeros(line.document_number_finance ?? '')}</TableCell>
                {/* Wide enough to read; on a phone the table scrolls sideways instead of stacking words. */}
                <TableCell sx={{ minWidth: 200, color: line.message_type === 'S' ? 'success.main' : 'error.main' }}>
                  {line.message_line_string}
                </TableCell>
                <TableCell align="right">{amount === null ? '' : formatCents(amount, last.currency)}</TableCell>
                <TableCell>{authorizationOf(last, line)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import { Link as RouterLink } from 'shared/router';
import { Box, Link, Paper, Stack, Typography } from 'shared/ui/base';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from 'shared/ui/more';
import { formatCents, type PaymentHistoryEntry } from 'shared';
import { HISTORY_LABELS } from '../../../config/history-labels';
import { formatLocalTime } from '../../../lib/local-time';
import { HistoryStatus } from './history-status';

interface Props {
  items: PaymentHistoryEntry[];
}

const amountOf = (item: PaymentHistoryEntry) => formatCents(item.AmountCents, item.Currency);
const documentsOf = (item: PaymentHistoryEntry) => (item.Kind === 'deposit' ? [HISTORY_LABELS.deposit, ...item.Documents].join(' ') : item.Documents.join(', '));

/** Each line opens its receipt: a link named by its date and amount, reached with Tab and opened with Enter. */
function ReceiptLink({ item }: { item: PaymentHistoryEntry }) {
  const date = formatLocalTime(new Date(item.At));
  return (
    <Link component={RouterLink} to={`/payments/${item.Id}`} aria-label={HISTORY_LABELS.openReceipt(date, amountOf(item))}>
      {date}
    </Link>
  );
}

function ActedBy({ item }: { item: PaymentHistoryEntry }) {
  return item.ActedBy ? (
    <Typography variant="caption" color="text.secondary" component="div" data-testid="acted-by">
      {HISTORY_LABELS.actedBy(item.ActedBy)}
    </Typography>
  ) : null;
}

/** The desktop table. */
export function HistoryTable({ items }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={HISTORY_LABELS.title}>
        <TableHead>
          <TableRow>
            <TableCell>{HISTORY_LABELS.date}</TableCell>
            <TableCell>{HISTORY_LABELS.account}</TableCell>
            <TableCell align="right">{HISTORY_LABELS.amount}</TableCell>
            <TableCell>{HISTORY_LABELS.method}</TableCell>
            <TableCell>{HISTORY_LABELS.documents}</TableCell>
            <TableCell>{HISTORY_LABELS.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.Id} data-testid="history-line">
              <TableCell>
                <ReceiptLink item={item} />
                <ActedBy item={item} />
              </TableCell>
              <TableCell>{item.Account}</TableCell>
              <TableCell align="right">{amountOf(item)}</TableCell>
              <TableCell>{item.Method}</TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>{documentsOf(item)}</TableCell>
              <TableCell>
                <HistoryStatus status={item.Status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone: one card per line, the amount and status first. */
export function HistoryCards({ items }: Props) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={HISTORY_LABELS.title}>
      {items.map((item) => (
        <Paper component="li" variant="outlined" key={item.Id} sx={{ p: 1.5 }} data-testid="history-line">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography fontWeight="bold">{amountOf(item)}</Typography>
            <HistoryStatus status={item.Status} />
          </Box>
          <ReceiptLink item={item} />
          <Typography variant="body2">
            {HISTORY_LABELS.account} {item.Account} · {item.Method}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {documentsOf(item)}
          </Typography>
          <ActedBy item={item} />
        </Paper>
      ))}
    </Stack>
  );
}

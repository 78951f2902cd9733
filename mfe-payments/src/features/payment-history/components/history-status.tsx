import { Chip } from 'shared/ui/extra';
import { PAYMENT_HISTORY_STATUS_LABELS, type PaymentHistoryStatus } from 'shared/payments';

const COLORS: Record<PaymentHistoryStatus, 'success' | 'error' | 'info' | 'default' | 'warning'> = {
  charged: 'success',
  failed: 'error',
  scheduled: 'info',
  cancelled: 'default',
  checking: 'warning',
};

/** A status as a chip: its word always shown, the colour only helps. */
export function HistoryStatus({ status }: { status: PaymentHistoryStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={PAYMENT_HISTORY_STATUS_LABELS[status]} data-testid="history-status" />;
}

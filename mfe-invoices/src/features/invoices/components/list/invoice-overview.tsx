import { useMemo } from 'react';
import { Box, Paper } from 'shared/ui/base';
import { formatCents, toRequestDate, type ErpDocument } from 'shared';
import { LABELS } from '../../../../config/labels';
import { addDays, requestDateKey } from '../../../../lib/dates';
import { overviewOf } from '../../utils/overview';

interface Props {
  documents: readonly ErpDocument[];
  todayKey: string;
}

/**
 * Above the list: what is open, what is overdue and what falls due in the next 30 days, in the
 * account's currency (docs/product/invoices.md#overview). The list keeps its own order.
 */
export function InvoiceOverview({ documents, todayKey }: Props) {
  const currency = documents[0]?.currency_key ?? 'USD';
  // One account bills in one currency (overviewOf leaves a stray document of another out).
  const o = useMemo(() => overviewOf(documents, currency, todayKey, requestDateKey(toRequestDate(addDays(new Date(), 30)))), [documents, todayKey, currency]);
  const figures: Array<[string, string, number, number]> = [
    ['open', LABELS.totalOpen, o.openCents, o.openCount],
    ['overdue', LABELS.overdue, o.overdueCents, o.overdueCount],
    ['due-soon', LABELS.dueNext30, o.dueSoonCents, o.dueSoonCount],
  ];
  return (
    <Paper component="section" variant="outlined" aria-label={LABELS.overview} sx={{ px: 2, py: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { sm: 'repeat(3, 1fr)' }, '& dd': { m: 0, fontWeight: 700 } }}>
        {figures.map(([key, label, cents, count]) => (
          <div key={key} data-testid={`overview-${key}`}>
            <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ color: key === 'overdue' && count > 0 ? 'error.main' : undefined }}>
              {formatCents(cents, currency)} ({LABELS.invoiceCount(count)})
            </Box>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

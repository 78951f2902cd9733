import { useMemo } from 'react';
import { Box, Paper, Typography } from 'shared/ui/base';
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
  const overview = useMemo(() => {
    const in30 = requestDateKey(toRequestDate(addDays(new Date(), 30)));
    // One account bills in one currency; a stray document of another is not added to it.
    return overviewOf(documents.filter((d) => d.currency_key === currency), todayKey, in30);
  }, [documents, todayKey, currency]);

  const figures = [
    { key: 'open', label: LABELS.totalOpen, cents: overview.openCents, count: overview.openCount, color: undefined },
    { key: 'overdue', label: LABELS.overdue, cents: overview.overdueCents, count: overview.overdueCount, color: overview.overdueCount > 0 ? 'error.main' : undefined },
    { key: 'due-soon', label: LABELS.dueNext30, cents: overview.dueSoonCents, count: overview.dueSoonCount, color: undefined },
  ];
  return (
    <Paper component="section" variant="outlined" aria-label={LABELS.overview} data-testid="invoice-overview" sx={{ px: 2, py: 1.5 }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: { xs: 1, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {figures.map((f) => (
          <Box key={f.key} data-testid={`overview-${f.key}`} sx={{ display: { xs: 'flex', sm: 'block' }, justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: { xs: 'right', sm: 'left' } }}>
              <Box component="span" sx={{ fontWeight: 700, fontSize: '1.125rem', color: f.color }}>
                {formatCents(f.cents, currency)}
              </Box>{' '}
              <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                ({LABELS.invoiceCount(f.count)})
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

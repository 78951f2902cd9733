import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography, useTheme } from 'shared/ui/base';
import { useMediaQuery } from 'shared/ui/extra';
import { Page, toast, useAction } from 'shared';
import { HISTORY_LABELS } from '../../../config/history-labels';
import { downloadHistoryCsv } from '../api/payment-history';
import { usePaymentHistory } from '../hooks/use-payment-history';
import { NO_FILTER, type HistoryFilter } from '../types/history-filter';
import { HistoryFilters } from './history-filters';
import { HistoryCards, HistoryTable } from './history-lines';

/**
 * /payments (docs/product/payment-history.md): every payment and deposit of the user's accounts,
 * newest first, a page at a time from the server; a table on a desktop, cards on a phone. `top`:
 * what app/ composes above the list (the scheduled payments).
 */
export function PaymentHistoryPage({ top }: { top?: ReactNode }) {
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  // The cursors of the pages seen so far: the first page has none, each next one the server's NextCursor.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const { data, error, loading, retry } = usePaymentHistory(filter, cursors[pageIndex]);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const exporting = useAction(async () => {
    try {
      await downloadHistoryCsv(filter);
    } catch {
      toast.error(HISTORY_LABELS.exportFailed);
    }
  });

  const changeFilter = (next: HistoryFilter) => {
    setFilter(next);
    setCursors([undefined]);
  };
  const filtered = Object.values(filter).some((v) => v !== '');
  const items = data?.Items ?? [];

  return (
    <Page title={HISTORY_LABELS.title}>
      {top}
      <HistoryFilters filter={filter} onChange={changeFilter} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="outlined" onClick={() => void exporting.run()} disabled={exporting.busy}>
          {exporting.busy ? HISTORY_LABELS.exporting : HISTORY_LABELS.exportCsv}
        </Button>
      </Box>
      <Box aria-busy={loading} aria-live="polite">
        {loading && (
          <>
            <LinearProgress aria-label={HISTORY_LABELS.loading} sx={{ mb: 1 }} />
            {!data && <Typography color="text.secondary">{HISTORY_LABELS.loading}</Typography>}
          </>
        )}
        {error !== null && !loading && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {HISTORY_LABELS.retry}
              </Button>
            }
          >
            {HISTORY_LABELS.loadFailed}
          </Alert>
        )}
        {data && items.length === 0 && (
          <Typography color="text.secondary" data-testid="history-empty">
            {filtered || pageIndex > 0 ? HISTORY_LABELS.empty : HISTORY_LABELS.emptyAll}
          </Typography>
        )}
        {items.length > 0 && (phone ? <HistoryCards items={items} /> : <HistoryTable items={items} />)}
      </Box>
      {(pageIndex > 0 || data?.NextCursor) && (
        <Stack component="nav" aria-label="Pages" direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'center' }}>
          <Button onClick={() => setCursors((c) => c.slice(0, -1))} disabled={pageIndex === 0 || loading}>
            {HISTORY_LABELS.newer}
          </Button>
          <Typography aria-current="page">{HISTORY_LABELS.page(pageIndex + 1)}</Typography>
          <Button onClick={() => data?.NextCursor && setCursors((c) => [...c, data.NextCursor!])} disabled={!data?.NextCursor || loading}>
            {HISTORY_LABELS.older}
          </Button>
        </Stack>
      )}
    </Page>
  );
}

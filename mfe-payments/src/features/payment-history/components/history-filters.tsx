import { Box, Button, MenuItem, TextField } from 'shared/ui/base';
import { stripLeadingZeros, useSessionStore } from 'shared';
import { PAYMENT_HISTORY_CHARGE_STATUSES, PAYMENT_HISTORY_STATUS_LABELS, type PaymentHistoryStatus } from 'shared/payments';
import { HISTORY_LABELS } from '../../../config/history-labels';
import { NO_FILTER, type HistoryFilter } from '../types/history-filter';

interface Props {
  filter: HistoryFilter;
  onChange: (filter: HistoryFilter) => void;
}

/** Date range, account and status; each change asks the server for the first page again. */
export function HistoryFilters({ filter, onChange }: Props) {
  const payers = useSessionStore((s) => s.payers);
  const set = (part: Partial<HistoryFilter>) => onChange({ ...filter, ...part });
  const accounts = [...new Map(payers.map((p) => [stripLeadingZeros(p.PrimaryAcct), p.Name])).entries()];
  return (
    <Box
      component="form"
      role="search"
      aria-label={HISTORY_LABELS.title}
      onSubmit={(e) => e.preventDefault()}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr)) auto' }, alignItems: 'center', mb: 2 }}
    >
      <TextField
        label={HISTORY_LABELS.from}
        type="date"
        size="small"
        value={filter.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filter.to || undefined } }}
      />
      <TextField
        label={HISTORY_LABELS.to}
        type="date"
        size="small"
        value={filter.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filter.from || undefined } }}
      />
      <TextField select label={HISTORY_LABELS.account} size="small" value={filter.account} onChange={(e) => set({ account: e.target.value })}>
        <MenuItem value="">{HISTORY_LABELS.allAccounts}</MenuItem>
        {accounts.map(([number, name]) => (
          <MenuItem key={number} value={number}>
            {name ? `${name} (${number})` : number}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={HISTORY_LABELS.status}
        size="small"
        value={filter.status}
        onChange={(e) => set({ status: e.target.value as PaymentHistoryStatus | '' })}
      >
        <MenuItem value="">{HISTORY_LABELS.allStatuses}</MenuItem>
        {PAYMENT_HISTORY_CHARGE_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {PAYMENT_HISTORY_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="text" onClick={() => onChange(NO_FILTER)} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {HISTORY_LABELS.clearFilters}
      </Button>
    </Box>
  );
}

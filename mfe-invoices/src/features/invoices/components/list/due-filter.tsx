import { useState } from 'react';
import { FormControl, Stack, TextField } from 'shared/ui/base';
import { FormControlLabel, FormLabel, Radio, RadioGroup } from 'shared/ui/more';
import { LABELS } from '../../../../config/labels';
import { endOfYearIso, parseIsoDate, toIsoDate } from '../../../../lib/dates';
import type { DueFilterValue } from '../../types';

interface Props {
  value: DueFilterValue;
  onChange: (value: DueFilterValue) => void;
}

/**
 * docs/product/invoices.md Due filter: 'Show All' (no limit) or 'Due til' a date, which starts at today. Closing
 * the picker with no date sets 31 December of the current year: with a native date input that
 * is leaving the field while it holds no (complete) date. Only whole dates reach the list, so
 * typing a date digit by digit does not search for every half-typed value.
 */
export function DueFilter({ value, onChange }: Props) {
  const [draft, setDraft] = useState(value.mode === 'til' ? value.date : '');

  const chooseMode = (mode: string) => {
    if (mode === 'all') return onChange({ mode: 'all' });
    const date = parseIsoDate(draft) ? draft : toIsoDate(new Date());
    setDraft(date);
    onChange({ mode: 'til', date });
  };

  const change = (next: string) => {
    setDraft(next);
    if (parseIsoDate(next)) onChange({ mode: 'til', date: next });
  };

  const close = () => {
    if (parseIsoDate(draft)) return;
    const date = endOfYearIso(new Date());
    setDraft(date);
    onChange({ mode: 'til', date });
  };

  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ typography: 'caption' }}>
        {LABELS.dueFilter}
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <RadioGroup row value={value.mode} onChange={(event) => chooseMode(event.target.value)}>
          <FormControlLabel value="all" control={<Radio size="small" />} label={LABELS.showAll} />
          <FormControlLabel value="til" control={<Radio size="small" />} label={LABELS.dueTil} />
        </RadioGroup>
        {value.mode === 'til' && (
          <TextField
            type="date"
            size="small"
            label={LABELS.dueTilDate}
            value={draft}
            onChange={(event) => change(event.target.value)}
            onBlur={close}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      </Stack>
    </FormControl>
  );
}

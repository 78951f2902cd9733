import { useId } from 'react';
import { FormControl, FormHelperText, InputLabel, MenuItem, OutlinedInput, Select, TextField } from 'shared/ui/base';
import { Checkbox, ListItemText } from 'shared/ui/more';
import { stripLeadingZeros, type Account, type HeaderItem } from 'shared';
import { LABELS } from '../../../../config/labels';

interface Props {
  account: HeaderItem | null;
  /** Payer and PayerAll: the sold-tos to choose from; empty for SoldTo. */
  options: Account[];
  payer: boolean;
  value: string[];
  onChange: (soldTos: string[]) => void;
}

const label = (a: Pick<Account, 'PrimaryAcct' | 'Name'>) => `${stripLeadingZeros(a.PrimaryAcct)} - ${a.Name}`;

/**
 * docs/product/invoices.md customer selector, by account type: SoldTo shows the selected primary account (the
 * account switcher in the top bar changes it); Payer and PayerAll pick among the payer's
 * sold-tos, and the list is filtered to the picked ones.
 */
export function CustomerSelector({ account, options, payer, value, onChange }: Props) {
  const id = useId();
  if (!payer) {
    return (
      <TextField
        label={LABELS.customer}
        size="small"
        value={account ? label(account) : ''}
        slotProps={{ input: { readOnly: true } }}
        sx={{ minWidth: { xs: '100%', sm: 360 } }}
      />
    );
  }
  const none = value.length === 0;
  return (
    <FormControl size="small" error={none} sx={{ minWidth: { xs: '100%', sm: 360 }, maxWidth: { sm: 480 } }}>
      <InputLabel id={`${id}-label`}>{LABELS.customer}</InputLabel>
      <Select
        labelId={`${id}-label`}
        multiple
        value={value}
        onChange={(event) => {
          const raw = event.target.value;
          const next = typeof raw === 'string' ? raw.split(',') : raw;
          // Kept in the options' order, whatever order they were ticked in.
          onChange(options.map((o) => o.PrimaryAcct).filter((n) => next.includes(n)));
        }}
        input={<OutlinedInput label={LABELS.customer} />}
        renderValue={(selected) =>
          selected.length === options.length ? LABELS.allSoldTos(options.length) : selected.map(stripLeadingZeros).join(', ')
        }
        aria-describedby={none ? `${id}-help` : undefined}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 48 * 10 } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.PrimaryAcct} value={option.PrimaryAcct}>
            <Checkbox size="small" checked={value.includes(option.PrimaryAcct)} tabIndex={-1} />
            <ListItemText primary={label(option)} />
          </MenuItem>
        ))}
      </Select>
      {none && <FormHelperText id={`${id}-help`}>{LABELS.noSoldTos}</FormHelperText>}
    </FormControl>
  );
}

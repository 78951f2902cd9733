import { useId } from 'react';
import { FormControl, FormHelperText, InputLabel, MenuItem, OutlinedInput, Select } from 'shared/ui/base';
import { Checkbox, ListItemText } from 'shared/ui/more';
import { stripLeadingZeros, type Account } from 'shared';
import { LABELS } from '../../../../config/labels';
import { soldToLabel as label } from './sold-to-label';

interface Props {
  options: Account[];
  value: string[];
  onChange: (soldTos: string[]) => void;
}

/**
 * The customer selector of Payer and PayerAll accounts (docs/product/invoices.md): picks among the
 * payer's sold-tos. Loaded only for those accounts (CustomerSelector), not with the list.
 */
export default function PayerSelector({ options, value, onChange }: Props) {
  const id = useId();
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

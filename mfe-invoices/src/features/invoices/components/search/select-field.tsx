import { Controller, type Control } from 'react-hook-form';
import { MenuItem, TextField } from 'shared/ui/base';
import type { InvoiceSearchForm } from 'shared';

interface Props {
  control: Control<InvoiceSearchForm>;
  name: 'status' | 'period' | 'characteristic';
  label: string;
  options: readonly { value: string; label: string }[];
}

const selectWidth = { minWidth: { xs: '100%', sm: 180 } };

/** One of the Statement form's selects. */
export function SelectField({ control, name, label, options }: Props) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, ...field } }) => (
        <TextField {...field} inputRef={ref} select size="small" label={label} sx={selectWidth}>
          {options.map((o) => (
            <MenuItem key={o.value || 'none'} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

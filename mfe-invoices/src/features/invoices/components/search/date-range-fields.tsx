import { useId } from 'react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { FormControl, FormHelperText, Stack, TextField } from 'shared/ui/base';
import { FormLabel } from 'shared/ui/more';
import type { InvoiceSearchForm } from 'shared';

type DateField = 'dueDateFrom' | 'dueDateTo' | 'dateFrom' | 'dateTo';

interface Props {
  control: Control<InvoiceSearchForm>;
  legend: string;
  from: { name: DateField; label: string };
  to: { name: DateField; label: string };
  errors: Partial<Record<DateField, FieldError>>;
  /** YYYY-MM-DD limits of the native pickers (docs/product/invoices.md: 365 days back to 365 days ahead). */
  min: string;
  max: string;
}

/**
 * A pair of native date inputs under one legend. Both ends carry the schema's message; it is
 * shown once, under the pair, and each invalid end points at it.
 */
export function DateRangeFields({ control, legend, from, to, errors, min, max }: Props) {
  const helpId = useId();
  const message = errors[from.name]?.message ?? errors[to.name]?.message;
  const field = (end: { name: DateField; label: string }) => (
    <Controller
      control={control}
      name={end.name}
      render={({ field: { ref, ...rest } }) => (
        <TextField
          {...rest}
          inputRef={ref}
          type="date"
          size="small"
          label={end.label}
          error={Boolean(errors[end.name])}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min, max, 'aria-describedby': errors[end.name] ? helpId : undefined },
          }}
        />
      )}
    />
  );
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend" sx={{ typography: 'caption', mb: 1 }}>
        {legend}
      </FormLabel>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {field(from)}
        {field(to)}
      </Stack>
      {message && <FormHelperText id={helpId}>{message}</FormHelperText>}
    </FormControl>
  );
}

import { useId, type InputHTMLAttributes } from 'react';
import { FormControl, InputLabel, OutlinedInput } from 'shared/ui/core';

interface Props {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  error: boolean;
  value: string;
  onChange: (value: string) => void;
}

/**
 * An outlined text field built from its parts: MUI's TextField also carries Select, Menu and
 * Popover, which /login does not use (docs/architecture/frontend.md#javascript-budgets).
 *
 * The label always sits above the field: the pre-rendered page is typed into before its
 * JavaScript runs, when nothing could move the label out of the way of the text
 * (docs/architecture/prerendered-login.md).
 */
export function LoginField({ label, error, value, onChange, ...input }: Props) {
  const id = useId();
  const inputProps: InputHTMLAttributes<HTMLInputElement> = { name: input.name };
  return (
    <FormControl error={error} variant="outlined">
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        type={input.type}
        autoComplete={input.autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={inputProps}
      />
    </FormControl>
  );
}

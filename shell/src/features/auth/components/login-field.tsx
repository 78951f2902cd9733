import { useId, type InputHTMLAttributes } from 'react';
import { FormControl, InputLabel, OutlinedInput } from 'shared/ui/core';

interface Props {
  label: string;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  error: boolean;
  value: string;
  onChange: (value: string) => void;
}

/**
 * An outlined text field built from its parts: MUI's TextField also carries Select, Menu and
 * Popover, which /login does not use (docs/architecture/frontend.md#javascript-budgets).
 */
export function LoginField({ label, error, value, onChange, ...input }: Props) {
  const id = useId();
  const inputProps: InputHTMLAttributes<HTMLInputElement> = { name: input.name };
  return (
    <FormControl error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={input.type}
        autoComplete={input.autoComplete}
        autoFocus={input.autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={inputProps}
      />
    </FormControl>
  );
}

import { useId } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from 'shared/ui/core';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A recovery code is letters and digits; a TOTP code digits only. */
  recovery?: boolean;
  helperText?: string;
  error?: boolean;
  autoFocus?: boolean;
}

/**
 * The field for a one-time code: autocomplete="one-time-code", so phones offer a code they
 * received, and a numeric keyboard for TOTP codes. Built from MUI's parts, as the login fields are,
 * so /login's second step carries no TextField (docs/architecture/frontend.md#javascript-budgets).
 */
export function CodeField({ label, value, onChange, recovery = false, helperText, error = false, autoFocus }: Props) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={recovery ? 'recovery-code' : 'one-time-code'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{
          inputMode: recovery ? 'text' : 'numeric',
          spellCheck: false,
          autoCapitalize: 'characters',
          maxLength: recovery ? 24 : 8,
          'aria-describedby': helperText ? helperId : undefined,
        }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

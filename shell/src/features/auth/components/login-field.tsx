import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
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
 *
 * The label always sits above the field: the pre-rendered page is typed into before its
 * JavaScript runs, when nothing could move the label out of the way of the text
 * (docs/architecture/frontend.md#the-pre-rendered-login). Focus is taken only when nothing else
 * has it, so hydration never pulls the caret out of the field someone is already typing in.
 */
export function LoginField({ label, error, value, onChange, autoFocus, ...input }: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (autoFocus && (document.activeElement === null || document.activeElement === document.body)) ref.current?.focus();
  }, [autoFocus]);
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
        inputRef={ref}
        inputProps={inputProps}
      />
    </FormControl>
  );
}

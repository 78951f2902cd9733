import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from 'shared/ui/base';
import { Checkbox, FormControlLabel } from 'shared/ui/more';
import { LABELS } from '../config/labels';

type TextProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: Path<T>;
  control: Control<T>;
  id: string;
  /** Fields to check again when this one changes (the expiry month and year go together). */
  deps?: Path<T>[];
  /** Told of every change the customer makes, after the form has it. */
  onValueChange?: (value: string) => void;
};

/** A TextField bound to the form, its message under it and tied to it (aria-describedby). */
export function ControlledTextField<T extends FieldValues>({ name, control, deps, onValueChange, ...rest }: TextProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            onValueChange?.(event.target.value);
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? rest.helperText}
        />
      )}
    />
  );
}

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

type SelectProps<T extends FieldValues> = Omit<TextProps<T>, 'select' | 'slotProps' | 'children'> & {
  options: readonly { value: string; label: string }[];
  /** The empty first option, while nothing is chosen. */
  placeholder?: string;
};

/** A native select bound to the form. */
export function ControlledSelectField<T extends FieldValues>({ options, placeholder = LABELS.select, ...rest }: SelectProps<T>) {
  return (
    <ControlledTextField {...rest} select slotProps={NATIVE_SELECT}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ControlledTextField>
  );
}

interface CheckProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  disabled?: boolean;
}

export function ControlledCheckbox<T extends FieldValues>({ name, control, label, disabled }: CheckProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              inputRef={field.ref}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}

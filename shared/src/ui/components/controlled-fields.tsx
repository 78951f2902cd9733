import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
// Through the facades' package names: a relative path would bundle a second MUI into this entry.
import { TextField, type TextFieldProps } from 'shared/ui/base';
import { Checkbox, FormControlLabel } from 'shared/ui/more';

/** The empty first choice of a select while nothing is chosen. */
export const SELECT_PLACEHOLDER = 'Select';

type TextProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: Path<T>;
  control: Control<T>;
  /** Fields to check again when this one changes (a card's expiry month and year go together). */
  deps?: Path<T>[];
  /** Turns the field's text into the form's value (a number for a select of ids). */
  parse?: (text: string) => unknown;
  /** Told of every change the user makes, after the form has it. */
  onValueChange?: (value: string) => void;
};

/**
 * A TextField bound to a react-hook-form form, its message under it and tied to it
 * (aria-describedby). The forms of the admin and payments remotes share it through 'shared/forms'.
 */
export function ControlledTextField<T extends FieldValues>({ name, control, deps, parse, onValueChange, ...rest }: TextProps<T>) {
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
            field.onChange(parse ? parse(event.target.value) : event.target.value);
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
  options: readonly { value: string | number; label: string }[];
  /** The empty first option, while nothing is chosen. */
  placeholder?: string;
};

/** A native select bound to the form, with an empty first choice while nothing is chosen. */
export function ControlledSelectField<T extends FieldValues>({ options, placeholder = SELECT_PLACEHOLDER, ...rest }: SelectProps<T>) {
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

/** A checkbox with its label, bound to a boolean of the form. */
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

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from 'shared/ui/base';
import { LABELS } from '../config/labels';

type TextProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: Path<T>;
  control: Control<T>;
  /** Turns the field's text into the form's value (a number for a select of ids). */
  parse?: (text: string) => unknown;
};

/** A TextField bound to the form, its message under it and tied to it (aria-describedby). */
export function ControlledTextField<T extends FieldValues>({ name, control, parse, ...rest }: TextProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
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
};

/** A native select bound to the form, with an empty first choice while nothing is chosen. */
export function ControlledSelectField<T extends FieldValues>({ options, ...rest }: SelectProps<T>) {
  return (
    <ControlledTextField {...rest} select slotProps={NATIVE_SELECT}>
      <option value="">{LABELS.select}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ControlledTextField>
  );
}

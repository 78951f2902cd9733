import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField, type TextFieldProps } from 'shared/ui/base';

type FormFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  registration: UseFormRegisterReturn;
  fieldError: FieldError | undefined;
  maxLength?: number;
};

/** A labelled text field of a react-hook-form form: its message under it, announced with the field. */
export function FormField({ registration, fieldError, maxLength, ...props }: FormFieldProps) {
  return (
    <TextField
      fullWidth
      error={Boolean(fieldError)}
      helperText={fieldError?.message}
      slotProps={{ htmlInput: { maxLength } }}
      {...props}
      {...registration}
    />
  );
}

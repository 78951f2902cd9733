import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Stack } from 'shared/ui/base';
import { newPasswordSchema, REGISTRATION_FIELD_LIMITS, type NewPasswordForm } from 'shared/registration-forms';
import { FIELD_LABELS } from '../config/labels';
import { FormField } from './form-field';

/**
 * The new password of an invite and of a reset, with the messages of
 * docs/product/registration.md ('Password required.', 'Confirm password required.', 'Passwords do
 * not match'). `onSubmit` resolves to a message to show when the server refused.
 */
export function NewPasswordFormView({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (values: NewPasswordForm) => Promise<string | null> }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({ resolver: yupResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });

  const submit = async (values: NewPasswordForm) => {
    setFailure(null);
    setFailure(await onSubmit(values));
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(submit)}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormField
        label={FIELD_LABELS.password}
        type="password"
        autoComplete="new-password"
        autoFocus
        maxLength={REGISTRATION_FIELD_LIMITS.password}
        registration={register('password')}
        fieldError={errors.password}
      />
      <FormField
        label={FIELD_LABELS.confirmPassword}
        type="password"
        autoComplete="new-password"
        maxLength={REGISTRATION_FIELD_LIMITS.password}
        registration={register('confirmPassword')}
        fieldError={errors.confirmPassword}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { Alert, Button, Stack, Typography } from 'shared/ui/base';
import { callApi, errorMessage, MESSAGES } from 'shared';
import { passwordResetRequestSchema, REGISTRATION_FIELD_LIMITS, type PasswordResetRequestForm } from 'shared/registration-forms';
import { BackToLogin } from '../../../components/back-to-login';
import { FormField } from '../../../components/form-field';
import { PublicPage } from '../../../components/public-page';
import { FIELD_LABELS, LABELS } from '../../../config/labels';
import { PUBLIC_CALL } from '../../../config/public-call';

/** /request-password-reset: shows the server's message, the same whether or not the address has an account. */
export function RequestResetPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetRequestForm>({ resolver: yupResolver(passwordResetRequestSchema), defaultValues: { email: '' } });

  const onSubmit = async (values: PasswordResetRequestForm) => {
    setFailure(null);
    try {
      // The same message whether or not the address has an account.
      setAnswer((await callApi('POST /users/password-reset-request', { body: values }, PUBLIC_CALL)).message);
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.systemError));
    }
  };

  return (
    <PublicPage title={LABELS.requestResetTitle}>
      {answer ? (
        <Alert severity="info">{answer}</Alert>
      ) : (
        <>
          <Typography variant="body2">{LABELS.requestResetIntro}</Typography>
          <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <FormField
              label={FIELD_LABELS.email}
              type="email"
              autoComplete="email"
              autoFocus
              maxLength={REGISTRATION_FIELD_LIMITS.email}
              registration={register('email')}
              fieldError={errors.email}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {LABELS.sendResetLink}
            </Button>
          </Stack>
        </>
      )}
      <BackToLogin />
    </PublicPage>
  );
}

import { useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Paper, Typography } from 'shared/ui/base';
import { callApi, MESSAGES, type ChangePasswordForm as Values } from 'shared';
import { changePasswordSchema } from 'shared/forms';
import { ControlledTextField } from 'shared/form-fields';
import { LABELS } from '../../../config/labels';

type Outcome = { severity: 'success' | 'warning' | 'error'; text: string } | null;

const FIELDS = [
  ['CurrentPassword', LABELS.currentPassword, 'current-password'],
  ['NewPassword', LABELS.newPassword, 'new-password'],
  ['ConfirmNewPassword', LABELS.confirmNewPassword, 'new-password'],
] as const;

/**
 * The profile's password change (docs/product/users-and-admin.md#profile): 'Success' shows
 * 'Password reset successfully.', any other answer as a warning, a failed call
 * 'Error while resetting the password.'.
 */
export function ChangePasswordForm() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: { CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' },
  });
  const submit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      // 'Success', or why not (shown as a warning); a failed call has its own message, no toast.
      const { message } = await callApi('POST /token/resetpassword', { body: values }, { skipErrorToast: true });
      if (message === 'Success') {
        reset();
        setOutcome({ severity: 'success', text: MESSAGES.resetPasswordSuccess });
      } else {
        setOutcome({ severity: 'warning', text: message });
      }
    } catch {
      setOutcome({ severity: 'error', text: MESSAGES.resetPasswordError });
    }
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="reset-password-heading" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="reset-password-heading" variant="h5" component="h2" gutterBottom>
        {LABELS.resetPassword}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
        {FIELDS.map(([name, label, autoComplete]) => (
          <ControlledTextField
            key={name}
            control={control}
            name={name}
            id={`profile-${name}`}
            label={label}
            type="password"
            required
            autoComplete={autoComplete}
            disabled={formState.isSubmitting}
          />
        ))}
        {outcome ? (
          <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
            {outcome.text}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? LABELS.saving : LABELS.resetPassword}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

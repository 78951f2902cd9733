import { useId, useState } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { ControlledTextField } from 'shared/form-fields';
import { REGISTRATION_REJECTION_TEXTS as TEXTS, REJECTION_REASON_MAX, registrationRejectionSchema, type RegistrationRejection } from 'shared/users';
import { serverMessage } from '../hooks/server-message';

interface Props {
  name: string;
  onConfirm: (values: RegistrationRejection) => Promise<void>;
  onClose: () => void;
}

/** Asks for the reason mailed to the requester (docs/product/users-and-admin.md#registration-requests-list). */
export function RejectRequestDialog({ name, onConfirm, onClose }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<RegistrationRejection>({
    resolver: yupResolver(registrationRejectionSchema),
    defaultValues: { Reason: '' },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      await onConfirm(values);
    } catch (failure) {
      setError(serverMessage(failure));
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open fullWidth maxWidth="sm" onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{TEXTS.dialogTitle(name)}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            {TEXTS.dialogBody}
          </DialogContentText>
          <ControlledTextField
            control={control}
            name="Reason"
            id={`${id}-reason`}
            label={TEXTS.reasonLabel}
            required
            multiline
            minRows={3}
            fullWidth
            autoFocus
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: REJECTION_REASON_MAX } }}
          />
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={busy} variant="contained" color="error">
            {TEXTS.confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Typography, useTheme } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from 'shared/ui/extra';
import { LABELS, TEXTS } from '../../../config/labels';

interface Props {
  title: string;
  /** The method being edited ('Visa ending with *1111'). */
  subtitle?: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The card or eCheck form in a dialog: full screen on a phone, Enter submits, Escape cancels. */
export function MethodDialog({ title, subtitle, submitLabel, busy, error, onSubmit, onClose, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={subtitle ? `${id}-subtitle` : undefined}
      // The dialog's paper is the form: title, fields and buttons are its rows, so on a phone the
      // fields scroll between a fixed title and buttons that stay on the screen.
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit, 'aria-busy': busy } as object }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {subtitle && (
          <Typography id={`${id}-subtitle`} color="text.secondary" sx={{ mb: 2 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, pt: 1 }}>{children}</Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="method-form-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      {busy && <LinearProgress aria-label={TEXTS.submitting} />}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {LABELS.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack } from 'shared/ui/base';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from 'shared/ui/extra';
import { callApi, errorMessage } from 'shared';
import {
  CodeField,
  SECOND_FACTOR_LABELS,
  SECOND_FACTOR_TEXTS,
  passkeysSupported,
  signWithPasskey,
} from 'shared/second-factor';

/** The dialog shows its own messages, so no generic toast. */
const quiet = { skipErrorToast: true } as const;

/**
 * Re-authentication before a sensitive change (docs/security/second-factor.md#step-up): shown when
 * a call answers 403 reauth_required; confirming lets the API client repeat the call, cancelling
 * fails it.
 */
export function ReauthDialog({ onDone: settle }: { onDone: (confirmed: boolean) => void }) {
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const prove = async (proof: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await proof();
      settle(true);
    } catch (error) {
      setFailure(errorMessage(error, fallback));
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (code.trim() === '') {
      setFailure(SECOND_FACTOR_TEXTS.codeRequired);
      return;
    }
    void prove(() => callApi('POST /mfa/reauth', { body: { code: code.trim() } }, quiet), SECOND_FACTOR_TEXTS.invalidCode);
  };
  const withPasskey = () =>
    prove(async () => {
      const options = await callApi('POST /mfa/reauth/options', { body: {} }, quiet);
      return callApi('POST /mfa/reauth', { body: { response: await signWithPasskey(options) } }, quiet);
    }, SECOND_FACTOR_TEXTS.passkeyFailed);

  return (
    <Dialog open onClose={() => settle(false)} aria-labelledby="reauth-title" PaperProps={{ component: 'form', onSubmit, noValidate: true }}>
      <DialogTitle id="reauth-title">{SECOND_FACTOR_TEXTS.secondStepTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{SECOND_FACTOR_TEXTS.reauthRequired}</DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <CodeField
            key={recovery ? 'recovery' : 'totp'}
            label={recovery ? SECOND_FACTOR_LABELS.recoveryCode : SECOND_FACTOR_LABELS.code}
            helperText={recovery ? SECOND_FACTOR_LABELS.recoveryHint : SECOND_FACTOR_LABELS.codeHint}
            recovery={recovery}
            value={code}
            onChange={setCode}
            autoFocus
          />
          {passkeysSupported() && (
            <Button variant="outlined" onClick={withPasskey} disabled={busy}>
              {SECOND_FACTOR_LABELS.usePasskey}
            </Button>
          )}
          <Link component="button" type="button" variant="body2" onClick={() => setRecovery((r) => !r)} sx={{ alignSelf: 'flex-start' }}>
            {recovery ? SECOND_FACTOR_LABELS.useAppCode : SECOND_FACTOR_LABELS.useRecoveryCode}
          </Link>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => settle(false)}>{SECOND_FACTOR_LABELS.cancel}</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {SECOND_FACTOR_LABELS.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

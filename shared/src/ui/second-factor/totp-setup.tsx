import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from 'shared/ui/core';
import { callApi, errorMessage, type EnrolmentResult, type TotpEnrolment } from 'shared';
import { CodeField } from './code-field';
import { SECOND_FACTOR_LABELS } from './labels';

/** The base32 secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Sets up an authenticator app: a new secret (shown as text and as an otpauth:// link), then the
 * first code from the app confirms it (docs/security/second-factor.md#enrolment).
 */
export function TotpSetup({ onEnrolled }: { onEnrolled: (result: EnrolmentResult) => void }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // The page shows its own messages, so no generic toast (docs/security/second-factor.md).
      setEnrolment(await callApi('POST /mfa/totp/start', { body: {} }, { skipErrorToast: true }));
    } catch (error) {
      setFailure(errorMessage(error, SECOND_FACTOR_LABELS.setUpFailed));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || code.trim() === '') return;
    setBusy(true);
    setFailure(null);
    try {
      onEnrolled(await callApi('POST /mfa/totp/confirm', { body: { code: code.trim() } }, { skipErrorToast: true }));
    } catch (error) {
      setFailure(errorMessage(error, SECOND_FACTOR_LABELS.setUpFailed));
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <Stack spacing={1} alignItems="flex-start">
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <Button variant="outlined" onClick={start} disabled={busy}>
          {SECOND_FACTOR_LABELS.setUpTotp}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={confirm} aria-label={SECOND_FACTOR_LABELS.setUpTotp}>
      <Typography variant="body2">{SECOND_FACTOR_LABELS.totpIntro}</Typography>
      <Box>
        <Typography variant="caption" component="p">
          {SECOND_FACTOR_LABELS.totpSecret}
        </Typography>
        <Typography data-testid="totp-secret" data-secret={enrolment.secret} sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}>
          {grouped(enrolment.secret)}
        </Typography>
      </Box>
      <Link href={enrolment.uri} variant="body2" sx={{ wordBreak: 'break-all' }}>
        {SECOND_FACTOR_LABELS.totpLink}
      </Link>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <CodeField label={SECOND_FACTOR_LABELS.code} value={code} onChange={setCode} helperText={SECOND_FACTOR_LABELS.codeHint} autoFocus />
      <Button type="submit" variant="contained" disabled={busy}>
        {SECOND_FACTOR_LABELS.confirm}
      </Button>
    </Stack>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, Typography } from 'shared/ui/core';
import { useNavigate } from 'shared/router';
import { callApi, reasonOf, type SecondFactorChallenge } from 'shared';
import {
  CodeField,
  SECOND_FACTOR_LABELS,
  SECOND_FACTOR_REASONS,
  SECOND_FACTOR_TEXTS,
  passkeysSupported,
  signWithPasskey,
} from 'shared/second-factor';
import { enterSession, refusalMessage } from '../utils/sign-in';

/** The login's second step: no session yet, so no refresh either; the page shows its own messages. */
const loginStep = { skipErrorToast: true, skipAuthRefresh: true } as const;

interface Props {
  challenge: SecondFactorChallenge;
  /** Back to the password, with this message (the challenge expired, the profile did not load). */
  onRestart: (message: string) => void;
}

/**
 * The login's second step (docs/security/second-factor.md#login): a code from the authenticator
 * app, a passkey, or a recovery code. Loaded only when a login answers with a challenge, so /login
 * itself does not grow (docs/architecture/frontend.md#javascript-budgets).
 */
export function SecondStep({ challenge, onRestart }: Props) {
  const navigate = useNavigate();
  const hasCode = challenge.methods.includes('totp');
  const [recovery, setRecovery] = useState(!hasCode);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const canPasskey = challenge.methods.includes('passkey') && passkeysSupported();

  const finish = async (attempt: () => Promise<Parameters<typeof enterSession>[0]>, fallback?: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await enterSession(await attempt());
      if ('to' in outcome) navigate(outcome.to, { replace: true });
      else onRestart('failure' in outcome ? outcome.failure : '');
    } catch (error) {
      if (reasonOf(error) === SECOND_FACTOR_REASONS.challengeExpired) {
        onRestart(SECOND_FACTOR_TEXTS.challengeExpired);
        return;
      }
      setFailure(reasonOf(error) === undefined && fallback ? fallback : refusalMessage(error));
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
    void finish(() => callApi('POST /token/mfa/verify', { body: { mfaToken: challenge.mfaToken, code: code.trim() } }, loginStep));
  };

  const withPasskey = () =>
    finish(async () => {
      const { mfaToken } = challenge;
      const options = await callApi('POST /token/mfa/passkey/options', { body: { mfaToken } }, loginStep);
      return callApi('POST /token/mfa/passkey/verify', { body: { mfaToken, response: await signWithPasskey(options) } }, loginStep);
    }, SECOND_FACTOR_TEXTS.passkeyFailed);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-labelledby="second-step-title">
      <Typography id="second-step-title" variant="h5" component="h1">
        {SECOND_FACTOR_TEXTS.secondStepTitle}
      </Typography>
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
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {SECOND_FACTOR_LABELS.verify}
      </Button>
      {canPasskey && (
        <Button variant="outlined" onClick={withPasskey} disabled={busy}>
          {SECOND_FACTOR_LABELS.usePasskey}
        </Button>
      )}
      {hasCode && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setFailure(null);
          }}
        >
          {recovery ? SECOND_FACTOR_LABELS.useAppCode : SECOND_FACTOR_LABELS.useRecoveryCode}
        </Link>
      )}
    </Stack>
  );
}

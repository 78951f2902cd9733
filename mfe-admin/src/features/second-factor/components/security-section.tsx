import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from 'shared/ui/base';
import { callApi, errorMessage, useApi, type EnrolmentResult, type SecondFactorStatus } from 'shared';
import { PasskeySetup, RecoveryCodes, TotpSetup } from 'shared/second-factor';
import { SECURITY_LABELS } from '../labels';

/** The section shows its own messages, so none of these calls raises the generic toasts. */
const quiet = { skipErrorToast: true } as const;

/**
 * Profile → Security (docs/security/second-factor.md): the user's second factors, setting one up,
 * removing one, new recovery codes. Removing and new codes ask for re-authentication, which the
 * shell's dialog handles when the server asks for it.
 */
export function SecuritySection() {
  const status = useApi('GET /mfa', {}, { config: quiet });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const changed = (result?: EnrolmentResult) => {
    if (result && result.recoveryCodes.length > 0) setCodes(result.recoveryCodes);
    status.retry();
  };
  const act = async (action: () => Promise<EnrolmentResult | unknown>) => {
    setFailure(null);
    try {
      const result = await action();
      changed(result && typeof result === 'object' && 'recoveryCodes' in result ? (result as EnrolmentResult) : undefined);
    } catch (error) {
      setFailure(errorMessage(error, SECURITY_LABELS.failed));
    }
  };

  return (
    <Paper component="section" aria-labelledby="security-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="security-title" variant="h6" component="h2">
          {SECURITY_LABELS.title}
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {status.error ? <Alert severity="error">{SECURITY_LABELS.loadFailed}</Alert> : null}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : status.data ? (
          <Factors status={status.data} onChanged={changed} act={act} />
        ) : null}
      </Stack>
    </Paper>
  );
}

interface FactorsProps {
  status: SecondFactorStatus;
  onChanged: (result?: EnrolmentResult) => void;
  act: (action: () => Promise<unknown>) => Promise<void>;
}

function Factors({ status, onChanged, act }: FactorsProps) {
  return (
    <>
      <Typography variant="body2">
        {status.required ? SECURITY_LABELS.required : SECURITY_LABELS.optional}
      </Typography>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {SECURITY_LABELS.totp}
        </Typography>
        {status.totp ? (
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="body2">{SECURITY_LABELS.totpOn}</Typography>
            <Button size="small" color="error" onClick={() => act(() => callApi('POST /mfa/totp/remove', { body: {} }, quiet))}>
              {SECURITY_LABELS.remove}
            </Button>
          </Stack>
        ) : (
          <TotpSetup onEnrolled={onChanged} />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {SECURITY_LABELS.passkeys}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
          {status.passkeys.map((passkey) => (
            <Stack component="li" key={passkey.id} direction="row" spacing={2} alignItems="center">
              <Typography variant="body2">
                {passkey.name} · {SECURITY_LABELS.added} {passkey.createdAt.slice(0, 10)}
              </Typography>
              <Button size="small" color="error" onClick={() => act(() => callApi('POST /mfa/passkeys/remove', { body: { id: passkey.id } }, quiet))} aria-label={`${SECURITY_LABELS.remove} ${passkey.name}`}>
                {SECURITY_LABELS.remove}
              </Button>
            </Stack>
          ))}
        </Stack>
        <PasskeySetup onEnrolled={onChanged} />
      </Box>
      {status.enrolled ? (
        <Box>
          <Typography variant="subtitle1" component="h3">
            {SECURITY_LABELS.recoveryCodes}
          </Typography>
          <Stack direction="row" spacing={2} alignItems="center">
            <Typography variant="body2">{SECURITY_LABELS.codesLeft(status.recoveryCodesLeft)}</Typography>
            <Button size="small" onClick={() => act(() => callApi('POST /mfa/recovery-codes', { body: {} }, quiet))}>
              {SECURITY_LABELS.newCodes}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Stack, Typography } from 'shared/ui/core';
import { callApi, errorMessage, type EnrolmentResult } from 'shared';
import { SECOND_FACTOR_TEXTS } from '../../domain/constants/second-factor';
import { SECOND_FACTOR_LABELS } from './labels';
import { makePasskey, passkeysSupported } from '../../web/second-factor/passkeys';

/** Registers a passkey of this device or a security key (docs/security/second-factor.md#passkeys-relying-party-and-origin). */
export function PasskeySetup({ onEnrolled }: { onEnrolled: (result: EnrolmentResult) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!passkeysSupported()) return <Typography variant="body2">{SECOND_FACTOR_LABELS.passkeysUnsupported}</Typography>;

  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      // The page shows its own messages, so no generic toast (docs/security/second-factor.md).
      const attestation = await makePasskey(await callApi('POST /mfa/passkeys/options', { body: {} }, { skipErrorToast: true }));
      onEnrolled(await callApi('POST /mfa/passkeys', { body: { response: attestation } }, { skipErrorToast: true }));
    } catch (error) {
      // The browser's own refusals (cancelled, timed out) carry no server message.
      setFailure(errorMessage(error, SECOND_FACTOR_TEXTS.passkeyFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography variant="body2">{SECOND_FACTOR_LABELS.passkeyIntro}</Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <Button variant="outlined" onClick={add} disabled={busy}>
        {SECOND_FACTOR_LABELS.addPasskey}
      </Button>
    </Stack>
  );
}

import type { PasskeyAssertion, PasskeyAttestation, PasskeyCreationOptions, PasskeyRequestOptions } from 'shared';

/*
 * The browser's side of passkeys, @simplewebauthn/browser, loaded only when a passkey is used or
 * made: no page carries it before (docs/architecture/frontend.md#javascript-budgets).
 */
const webauthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys (WebAuthn in a secure context). */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && window.isSecureContext && typeof window.PublicKeyCredential === 'function';

/** Asks the authenticator to make a passkey for these options. */
export async function makePasskey(optionsJSON: PasskeyCreationOptions): Promise<PasskeyAttestation> {
  const { startRegistration } = await webauthn();
  return startRegistration({ optionsJSON });
}

/** Asks the authenticator to sign with one of the passkeys the options allow. */
export async function signWithPasskey(optionsJSON: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await webauthn();
  return startAuthentication({ optionsJSON });
}

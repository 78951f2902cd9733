import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from 'shared/server';
import { SECOND_FACTOR } from 'shared/server';
import type { PasskeyRow } from '../../repositories/second-factor-repository';

/** The name browsers show for the portal in their passkey dialogs. */
const RP_NAME = SECOND_FACTOR.totpIssuer;
/** How long the browser waits for the authenticator. */
const CEREMONY_TIMEOUT_MS = 120_000;

/**
 * The relying party is the host the page was served from (docs/security/second-factor.md#passkeys-relying-party-and-origin):
 * the portal answers on several host names (the brands' hosts), and a passkey is bound by the browser
 * to the host it was made on. The expected origin is that host with the request's scheme (behind
 * nginx, TRUST_PROXY makes them the browser's).
 */
export function relyingParty(request: FastifyRequest): { rpID: string; origin: string } {
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}

export async function registrationOptions(
  rpID: string,
  user: { user_id: number; login: string; first_name: string; last_name: string },
  existing: readonly PasskeyRow[],
): Promise<PasskeyCreationOptions> {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.login,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim() || user.login,
    // A stable handle per user, so one authenticator holds one passkey of theirs.
    userID: new TextEncoder().encode(`portal-user-${user.user_id}`),
    attestationType: 'none',
    timeout: CEREMONY_TIMEOUT_MS,
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

/** The passkey a registration made, or null when the response does not verify. */
export async function verifyRegistration(
  response: RegistrationResponseJSON,
  rp: { rpID: string; origin: string },
  useChallenge: (challenge: string) => Promise<boolean>,
): Promise<NewPasskey | null> {
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: useChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!verified.verified) return null;
    const { credential } = verified.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    };
  } catch {
    return null;
  }
}

export function authenticationOptions(rpID: string, passkeys: readonly PasskeyRow[]): Promise<PasskeyRequestOptions> {
  return generateAuthenticationOptions({
    rpID,
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransportFuture[] })),
  });
}

/** The passkey's new signature counter, or null when the assertion does not verify. */
export async function verifyAuthentication(
  response: AuthenticationResponseJSON,
  passkey: PasskeyRow,
  rp: { rpID: string; origin: string },
  useChallenge: (challenge: string) => Promise<boolean>,
): Promise<number | null> {
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: useChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';
import { SECOND_FACTOR } from 'shared/server';

/**
 * TOTP (RFC 6238) with otplib's defaults: SHA-1, 6 digits, 30-second steps, the ones every
 * authenticator app reads from an otpauth:// URI (docs/security/second-factor.md#the-factors).
 */
export const newTotpSecret = (): string => generateSecret();

export const totpUri = (login: string, secret: string): string =>
  generateURI({ issuer: SECOND_FACTOR.totpIssuer, label: login, secret });

/** A code is six digits; spaces a user typed between them do not count. */
export const TOTP_CODE = /^\d{6}$/;
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, '');

/**
 * The time step a code belongs to, when it is a code of `secret` within one step of now (a clock that
 * is a little off, a code typed as it turned) and later than `afterStep` (each code is used once);
 * otherwise null.
 */
export function checkTotp(secret: string, code: string, afterStep: number | null): number | null {
  const token = normaliseCode(code);
  if (!TOTP_CODE.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epochTolerance: 30,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The current code of a secret (the demo command and the tests use it). */
export const totpCode = (secret: string, epochSeconds?: number): string =>
  generateSync({ secret, ...(epochSeconds !== undefined ? { epoch: epochSeconds } : {}) });

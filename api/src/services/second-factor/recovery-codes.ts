import { randomBytes } from 'node:crypto';
import { SECOND_FACTOR } from 'shared/server';

/** Crockford's base32 without I, L, O, U: nothing a person misreads. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A recovery code: 16 characters of 32 (80 random bits) in groups of four, e.g. 7K2Q-M9XD-4HRT-B1WZ.
 * That many bits make a plain SHA-256 enough to store it (docs/security/second-factor.md#the-factors).
 */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: SECOND_FACTOR.recoveryCodeCount }, newRecoveryCode);

/** As typed: any case, with or without dashes and spaces. */
export function normaliseRecoveryCode(input: string): string | null {
  const chars = input.toUpperCase().replace(/[\s-]/g, '');
  if (!/^[0-9A-Z]{16}$/.test(chars)) return null;
  return chars.match(/.{4}/g)!.join('-');
}

import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's password-storage parameters: 19 MiB of memory, 2 passes, 1 lane. Slow on
 * purpose; logins are counted and throttled before a hash is computed
 * (docs/security/login-throttling.md).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** A stored hash made with other parameters than ARGON2_OPTIONS (rehashed at the next login). */
export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password against a stored hash. Without a hash (unknown login, invite not yet
 * accepted) it still runs a verification against a throw-away hash, so the answer takes
 * about as long and an attacker cannot tell which logins exist.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

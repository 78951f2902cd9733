import { availableParallelism } from 'node:os';

export interface PasswordHashingOptions {
  /** argon2 runs at once in this process (PASSWORD_HASH_CONCURRENCY). */
  concurrency: number;
  /** Runs waiting beyond those before a new one is refused with 503 (PASSWORD_HASH_QUEUE). */
  maxWaiting: number;
}

/**
 * One core is left to the event loop, which serves every other request; 100 waiting logins are a
 * few seconds of hashing (docs/security/password-hashing.md has the measurements).
 */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingOptions = {
  concurrency: Math.max(1, availableParallelism() - 1),
  maxWaiting: 100,
};

import { availableParallelism } from 'node:os';

export interface PasswordHashingOptions {
  /** argon2 runs at once in this process (PASSWORD_HASH_CONCURRENCY). */
  concurrency: number;
  /** Runs waiting beyond those before a new one is refused with 503 (PASSWORD_HASH_QUEUE). */
  maxWaiting: number;
}

/** libuv's threadpool, where argon2 runs beside zlib (the compressed answers) and file reads. */
const THREADPOOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * As many as there are cores, one fewer while the event loop is busy (passwords.ts), so the
 * requests it serves keep a core; and one thread of libuv's pool always left to compression and
 * files. 100 waiting logins are a few seconds of hashing (docs/security/password-hashing.md has
 * the measurements).
 */
export const DEFAULT_PASSWORD_HASHING: PasswordHashingOptions = {
  concurrency: Math.max(1, Math.min(availableParallelism(), THREADPOOL_SIZE - 1, 64)),
  maxWaiting: 100,
};

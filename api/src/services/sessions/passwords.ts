import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { LOGIN_REFUSALS } from 'shared/server';
import { ApiError } from '../../errors';
import { BoundedQueue, QueueFullError, type QueuePlace } from './bounded-queue';
import { DEFAULT_PASSWORD_HASHING, type PasswordHashingOptions } from './password-hashing-defaults';

/**
 * argon2id with OWASP's password-storage parameters: 19 MiB of memory, 2 passes, 1 lane. Slow on
 * purpose; logins are counted and throttled before a hash is computed
 * (docs/security/login-throttling.md).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and verification of this process waits its turn here. The argon2 package already
 * runs off the event loop, on libuv's threadpool; unbounded, a burst of logins filled all its
 * threads and every core, and searches waited behind them (docs/security/password-hashing.md).
 */
let queue = lineOf(DEFAULT_PASSWORD_HASHING);

/** Sets the process's limits (buildApp, from PASSWORD_HASH_CONCURRENCY and PASSWORD_HASH_QUEUE). */
export function configurePasswordHashing(options: PasswordHashingOptions): void {
  if (queue.concurrency === options.concurrency && queue.maxWaiting === options.maxWaiting) return;
  queue = lineOf(options);
}

function lineOf(options: PasswordHashingOptions): BoundedQueue {
  return new BoundedQueue({ ...options, limit: givingWayToTheEventLoop(options.concurrency) });
}

/** How long the event loop's utilization is measured over, and above which it counts as busy. */
const LOOP_WINDOW_MS = 100;
const LOOP_BUSY = 0.5;

/**
 * All `concurrency` hashes while the event loop is mostly idle; one fewer (at least one) while it
 * was busy more than half of the last 100 ms, so the requests it serves keep a core
 * (docs/security/password-hashing.md#how-many-at-once).
 */
export function givingWayToTheEventLoop(concurrency: number, utilization = performance.eventLoopUtilization): () => number {
  let last = utilization();
  let lastAt = performance.now();
  let busy = false;
  return () => {
    const now = performance.now();
    if (now - lastAt >= LOOP_WINDOW_MS) {
      const current = utilization();
      busy = utilization(current, last).utilization > LOOP_BUSY;
      last = current;
      lastAt = now;
    }
    return busy ? Math.max(1, concurrency - 1) : concurrency;
  };
}

/** 503 with Retry-After: the line of password checks is full; the attempt is not counted. */
export class PasswordHashingBusyError extends ApiError {
  constructor(retryAfterSeconds: number) {
    super(503, LOGIN_REFUSALS.busy, 'busy');
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

function busyAsApiError<T>(take: () => T): T {
  try {
    return take();
  } catch (error) {
    if (error instanceof QueueFullError) throw new PasswordHashingBusyError(error.retryAfterSeconds);
    throw error;
  }
}

/**
 * Throws PasswordHashingBusyError when the line of password checks is full now. A login asks this
 * before its attempt is counted, so a refusal for load never counts as a failed attempt; it takes
 * its place only once the throttle let it through, so a burst of throttled attempts (429, one
 * statement each) holds no place that a real login then lacks.
 */
export function assertPasswordCheckRoom(): void {
  busyAsApiError(() => queue.assertRoom());
}

/** Takes a place in the line of password checks now, or throws PasswordHashingBusyError. Release it if it goes unused. */
export function reservePasswordCheck(): QueuePlace {
  return busyAsApiError(() => queue.reserve());
}

export function hashPassword(password: string, place: QueuePlace = reservePasswordCheck()): Promise<string> {
  return place.run(() => argon2.hash(password, ARGON2_OPTIONS));
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
export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
  place: QueuePlace = reservePasswordCheck(),
): Promise<boolean> {
  if (!hash) {
    // The throw-away hash is made outside the line: once per process, and it must not take the place's turn.
    dummyHash ??= argon2.hash(randomBytes(16).toString('hex'), ARGON2_OPTIONS);
    const dummy = await dummyHash.catch(() => null);
    if (!dummy) {
      place.release();
      return false;
    }
    await place.run(() => argon2.verify(dummy, password)).catch(() => false);
    return false;
  }
  return place.run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

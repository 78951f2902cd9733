import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { MESSAGES } from 'shared/server';
import { ApiError } from '../errors';
import {
  createAttemptCountersRepository,
  type CounterKeys,
  type CounterLimits,
  type CountedAttempt,
} from '../repositories/attempt-counters-repository';

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimiter: AttemptLimiter;
  }
}

/**
 * What is limited: logins; password-reset requests (subject: the e-mail); registration requests
 * (subject: the e-mail); the self-registration add-account proof (subject: the registration session,
 * so failures count per session, per client and per session+client); resent confirmation mails
 * (subject: the user); second-factor codes and passkeys (subject: the user; docs/security/second-factor.md#throttling).
 * See docs/security/login-throttling.md.
 */
export type AttemptScope = 'login' | 'password-reset' | 'registration' | 'add-account' | 'confirmation-mail' | 'second-factor';

export type AttemptPolicies = Record<AttemptScope, CounterLimits>;

const MINUTES_15 = 15 * 60;
const DAYS_30 = 30 * 24 * 60 * 60;

/**
 * Defaults (docs/security/login-throttling.md has the reasoning): a login+address pair backs off
 * first (10 failures in 15 minutes); one address may fail 30 times in 15 minutes over all logins;
 * one login may fail 100 times in 15 minutes from all addresses together, except from an address
 * where that login succeeded within 30 days.
 */
export const DEFAULT_ATTEMPT_POLICIES: AttemptPolicies = {
  login: {
    pair: { max: 10, windowSeconds: MINUTES_15 },
    client: { max: 30, windowSeconds: MINUTES_15 },
    subject: { max: 100, windowSeconds: MINUTES_15 },
    trustSeconds: DAYS_30,
  },
  'password-reset': {
    pair: { max: 3, windowSeconds: MINUTES_15 },
    client: { max: 10, windowSeconds: MINUTES_15 },
    subject: { max: 5, windowSeconds: 60 * 60 },
    trustSeconds: 0,
  },
  registration: {
    pair: { max: 3, windowSeconds: MINUTES_15 },
    client: { max: 10, windowSeconds: MINUTES_15 },
    subject: { max: 5, windowSeconds: 60 * 60 },
    trustSeconds: 0,
  },
  'add-account': {
    pair: { max: 5, windowSeconds: MINUTES_15 },
    client: { max: 20, windowSeconds: MINUTES_15 },
    subject: { max: 20, windowSeconds: 60 * 60 },
    trustSeconds: 0,
  },
  'confirmation-mail': {
    pair: { max: 3, windowSeconds: MINUTES_15 },
    client: { max: 10, windowSeconds: MINUTES_15 },
    subject: { max: 5, windowSeconds: 60 * 60 },
    trustSeconds: 0,
  },
  // Up to three codes are valid at a time, out of a million; someone who has the password gets 10
  // guesses an hour for one user from all addresses together, about 1 chance in 1,400 a day
  // (docs/security/second-factor.md#throttling).
  'second-factor': {
    pair: { max: 5, windowSeconds: MINUTES_15 },
    client: { max: 20, windowSeconds: MINUTES_15 },
    subject: { max: 10, windowSeconds: 60 * 60 },
    trustSeconds: 0,
  },
};

/** A counted attempt that was let through: report how it ended. */
export interface Reservation {
  /** It succeeded: its pair starts afresh (and is trusted), it stops counting elsewhere. */
  succeeded(): Promise<void>;
}

export interface AttemptLimiter {
  /**
   * Counts an attempt of `subject` from `client` and lets it through, or throws 429 ('Too many
   * failed attempts. Try again later.', reason `throttled`, a Retry-After header) — call it BEFORE
   * any costly work (password hashing, ERP look-ups), so a refused attempt costs one statement.
   * An attempt counts as failed unless `succeeded()` is called.
   */
  reserve(scope: AttemptScope, subject: string, client: string): Promise<Reservation>;
  /** The same decision without throwing (for callers that answer differently). */
  count(scope: AttemptScope, subject: string, client: string): Promise<CountedAttempt & Reservation>;
}

/** Subjects are compared trimmed and lower-case; keys are hashed so no e-mail sits in the table. */
export function keysOf(scope: AttemptScope, subject: string, client: string): CounterKeys {
  const hash = (value: string) => createHash('sha256').update(`${scope}\n${value}`).digest('base64url');
  const s = subject.trim().toLowerCase();
  return { pair: hash(`${s}\n${client}`), client: hash(client), subject: hash(s) };
}

export class ThrottledError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, MESSAGES.tooManyAttempts, 'throttled');
    this.headers = { 'retry-after': String(Math.max(1, retryAfterSeconds)) };
  }
}

export function createAttemptLimiter(
  counters: ReturnType<typeof createAttemptCountersRepository>,
  policies: AttemptPolicies,
  /** Told of every refused attempt (the metrics: docs/operations/monitoring.md). */
  onRefused: (scope: AttemptScope) => void = () => undefined,
): AttemptLimiter {
  const purgeAfter = Math.max(
    ...Object.values(policies).flatMap((p) => [p.pair.windowSeconds, p.client.windowSeconds, p.subject.windowSeconds, p.trustSeconds]),
  );
  const limiter: AttemptLimiter = {
    async count(scope, subject, client) {
      const keys = keysOf(scope, subject, client);
      const counted = await counters.count(scope, keys, policies[scope]);
      if (!counted.allowed) onRefused(scope);
      return {
        ...counted,
        async succeeded() {
          await counters.succeeded(scope, keys);
          await counters.purge(purgeAfter);
        },
      };
    },
    async reserve(scope, subject, client) {
      const counted = await limiter.count(scope, subject, client);
      if (!counted.allowed) throw new ThrottledError(counted.retryAfterSeconds);
      return counted;
    },
  };
  return limiter;
}

export const attemptLimiterPlugin = fp<{ policies?: Partial<AttemptPolicies> }>(
  async (app, opts) => {
    const policies = { ...DEFAULT_ATTEMPT_POLICIES, ...opts.policies };
    const refused = (scope: AttemptScope) => app.metrics.throttled(scope);
    app.decorate('attemptLimiter', createAttemptLimiter(createAttemptCountersRepository(app.db), policies, refused));
  },
  { name: 'attempt-limiter', dependencies: ['db', 'metrics'] },
);

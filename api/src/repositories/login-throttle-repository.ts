import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottleRepository;
  }
}

export interface ThrottlePolicy {
  maxFailures: number;
  windowSeconds: number;
}

/** issue 3: 10 failed logins within 15 minutes block that login until the window ends. */
export const DEFAULT_THROTTLE: ThrottlePolicy = { maxFailures: 10, windowSeconds: 15 * 60 };

export type LoginThrottleRepository = ReturnType<typeof createLoginThrottleRepository>;

/** Failed-login counters in PostgreSQL, so every instance sees the same count (decisions §1). */
export function createLoginThrottleRepository(db: Queryable, policy: ThrottlePolicy = DEFAULT_THROTTLE) {
  const key = (login: string) => login.trim().toLowerCase();
  return {
    async isBlocked(login: string): Promise<boolean> {
      const { rows } = await db.query<{ blocked: boolean }>(
        `SELECT failure_count >= $2 AND first_failure_at > now() - ($3::double precision * interval '1 second') AS blocked
           FROM login_failures WHERE login_key = $1`,
        [key(login), policy.maxFailures, policy.windowSeconds],
      );
      return rows[0]?.blocked === true;
    },

    /** Counts a failure; a failure after the window has passed starts a new window. */
    async recordFailure(login: string): Promise<void> {
      await db.query(
        `INSERT INTO login_failures AS f (login_key, failure_count, first_failure_at) VALUES ($1, 1, now())
         ON CONFLICT (login_key) DO UPDATE SET
           failure_count = CASE WHEN f.first_failure_at <= now() - ($2::double precision * interval '1 second')
                                THEN 1 ELSE f.failure_count + 1 END,
           first_failure_at = CASE WHEN f.first_failure_at <= now() - ($2::double precision * interval '1 second')
                                   THEN now() ELSE f.first_failure_at END`,
        [key(login), policy.windowSeconds],
      );
    },

    async clear(login: string): Promise<void> {
      await db.query('DELETE FROM login_failures WHERE login_key = $1', [key(login)]);
    },
  };
}

export const loginThrottlePlugin = fp<{ policy?: ThrottlePolicy }>(
  async (app, opts) => {
    app.decorate('loginThrottle', createLoginThrottleRepository(app.db, opts.policy));
  },
  { name: 'login-throttle', dependencies: ['db'] },
);

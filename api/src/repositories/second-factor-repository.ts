import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { announceAccessChange } from '../db/access-changes';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    secondFactorRepository: SecondFactorRepository;
  }
}

export interface TotpRow {
  user_id: number;
  secret: string;
  confirmed_at: Date | null;
  last_time_step: string | null;
}

export interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: string;
  transports: string[];
  rp_id: string;
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

export type ChallengePurpose = 'login' | 'passkey-login' | 'passkey-register' | 'passkey-reauth';

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;

/**
 * TOTP secrets, passkeys, recovery codes and challenges of docs/security/second-factor.md. Times are
 * the database's, so every instance agrees on a challenge's expiry.
 */
export function createSecondFactorRepository(db: Queryable) {
  return {
    /** Whether the user has a confirmed TOTP secret or a passkey. */
    async hasFactor(userId: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query<{ has: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM user_totp WHERE user_id = $1 AND confirmed_at IS NOT NULL)
             OR EXISTS (SELECT 1 FROM user_passkeys WHERE user_id = $1) AS has`,
        [userId],
      );
      return rows[0]?.has === true;
    },

    async findTotp(userId: number, q: Queryable = db): Promise<TotpRow | null> {
      const { rows } = await q.query<TotpRow>(
        'SELECT user_id, secret, confirmed_at, last_time_step::text AS last_time_step FROM user_totp WHERE user_id = $1',
        [userId],
      );
      return rows[0] ?? null;
    },

    /** A secret being enrolled (replaces an unconfirmed one; never a confirmed one). */
    async savePendingTotp(userId: number, secret: string, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `INSERT INTO user_totp (user_id, secret) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET secret = EXCLUDED.secret, created_at = now(), last_time_step = NULL
           WHERE user_totp.confirmed_at IS NULL
         RETURNING user_id`,
        [userId, secret],
      );
      return rows.length === 1;
    },

    /** The demo staff users' fixed secret (sandbox only), unless they have one already. */
    async seedTotp(userId: number, secret: string, q: Queryable = db): Promise<void> {
      await q.query(
        `INSERT INTO user_totp (user_id, secret, confirmed_at) VALUES ($1, $2, now()) ON CONFLICT (user_id) DO NOTHING`,
        [userId, secret],
      );
    },

    /**
     * Records the time step of an accepted code, only if it is later than the last one: two requests
     * with the same code race here and only one wins. Confirms a pending secret with its first code.
     */
    async useTotpStep(userId: number, timeStep: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE user_totp SET last_time_step = $2, confirmed_at = coalesce(confirmed_at, now())
          WHERE user_id = $1 AND (last_time_step IS NULL OR last_time_step < $2)
          RETURNING user_id`,
        [userId, timeStep],
      );
      if (rows.length === 1) await announceAccessChange(q);
      return rows.length === 1;
    },

    async removeTotp(userId: number, q: Queryable = db): Promise<void> {
      await q.query('DELETE FROM user_totp WHERE user_id = $1', [userId]);
      await announceAccessChange(q);
    },

    async listPasskeys(userId: number, q: Queryable = db): Promise<PasskeyRow[]> {
      const { rows } = await q.query<PasskeyRow>(
        'SELECT *, counter::text AS counter FROM user_passkeys WHERE user_id = $1 ORDER BY id',
        [userId],
      );
      return rows;
    },

    async findPasskey(credentialId: string, q: Queryable = db): Promise<PasskeyRow | null> {
      const { rows } = await q.query<PasskeyRow>(
        'SELECT *, counter::text AS counter FROM user_passkeys WHERE credential_id = $1',
        [credentialId],
      );
      return rows[0] ?? null;
    },

    async addPasskey(
      passkey: { userId: number; credentialId: string; publicKey: string; counter: number; transports: string[]; rpId: string; name: string },
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query(
        `INSERT INTO user_passkeys (user_id, credential_id, public_key, counter, transports, rp_id, name)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (credential_id) DO NOTHING RETURNING id`,
        [passkey.userId, passkey.credentialId, passkey.publicKey, passkey.counter, passkey.transports, passkey.rpId, passkey.name],
      );
      if (rows.length === 1) await announceAccessChange(q);
      return rows.length === 1;
    },

    async passkeyUsed(id: number, counter: number, q: Queryable = db): Promise<void> {
      await q.query('UPDATE user_passkeys SET counter = $2, last_used_at = now() WHERE id = $1', [id, counter]);
    },

    async removePasskey(userId: number, id: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query('DELETE FROM user_passkeys WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id]);
      await announceAccessChange(q);
      return rows.length === 1;
    },

    /** Replaces every recovery code of the user with these (their hashes). */
    async replaceRecoveryCodes(userId: number, codes: readonly string[], q: Queryable = db): Promise<void> {
      await q.query('DELETE FROM user_recovery_codes WHERE user_id = $1', [userId]);
      for (const code of codes) {
        await q.query('INSERT INTO user_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [userId, sha256(code)]);
      }
    },

    /** Spends a recovery code: true once, for an unused code of this user. */
    async useRecoveryCode(userId: number, code: string, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE user_recovery_codes SET used_at = now()
          WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
        [userId, sha256(code)],
      );
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number, q: Queryable = db): Promise<number> {
      const { rows } = await q.query<{ left: number }>(
        'SELECT count(*)::int AS left FROM user_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
        [userId],
      );
      return rows[0]?.left ?? 0;
    },

    /** Stores a challenge (its SHA-256) for `seconds`; old ones are cleared on the way. */
    async createChallenge(
      challenge: { token: string; userId: number; purpose: ChallengePurpose; sessionId?: string | null; seconds: number },
      q: Queryable = db,
    ): Promise<void> {
      await q.query("DELETE FROM mfa_challenges WHERE expires_at < now() - interval '1 day'");
      await q.query(
        `INSERT INTO mfa_challenges (token_hash, user_id, purpose, session_id, expires_at)
         VALUES ($1, $2, $3, $4, now() + ($5::double precision * interval '1 second'))`,
        [sha256(challenge.token), challenge.userId, challenge.purpose, challenge.sessionId ?? null, challenge.seconds],
      );
    },

    /** The user of a live, unused challenge (not spending it). */
    async peekChallenge(token: string, purpose: ChallengePurpose, q: Queryable = db): Promise<number | null> {
      const { rows } = await q.query<{ user_id: number }>(
        `SELECT user_id FROM mfa_challenges
          WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [sha256(token), purpose],
      );
      return rows[0]?.user_id ?? null;
    },

    /**
     * Spends a challenge: true once, while it is live, for its user (and session, when it was made
     * for one).
     */
    async useChallenge(
      token: string,
      purpose: ChallengePurpose,
      userId: number,
      sessionId: string | null = null,
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE mfa_challenges SET used_at = now()
          WHERE token_hash = $1 AND purpose = $2 AND user_id = $3 AND used_at IS NULL AND expires_at > now()
            AND ($4::uuid IS NULL OR session_id = $4::uuid)
          RETURNING token_hash`,
        [sha256(token), purpose, userId, sessionId],
      );
      return rows.length === 1;
    },

    /** The session proved the second factor now (login's second step, enrolment, re-authentication). */
    async markReauthenticated(sessionId: string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE sessions SET reauthenticated_at = now() WHERE id = $1', [sessionId]);
      await announceAccessChange(q);
    },

    /** Whether the session proved the second factor within `seconds`. */
    async reauthenticatedWithin(sessionId: string, seconds: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query<{ fresh: boolean }>(
        `SELECT reauthenticated_at IS NOT NULL
                AND reauthenticated_at > now() - ($2::double precision * interval '1 second') AS fresh
           FROM sessions WHERE id = $1`,
        [sessionId, seconds],
      );
      return rows[0]?.fresh === true;
    },
  };
}

export const secondFactorRepositoryPlugin = fp(
  async (app) => {
    app.decorate('secondFactorRepository', createSecondFactorRepository(app.db));
  },
  { name: 'second-factor-repository', dependencies: ['db'] },
);

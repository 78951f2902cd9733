import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

/** What a single-use link is for (migrations 008 and 016). */
export type OneTimeTokenKind = 'invite' | 'password_reset' | 'email_confirmation' | 'self_registration' | 'email_change';

export interface OneTimeTokenRow {
  kind: OneTimeTokenKind;
  user_id: number | null;
  data: Record<string, unknown>;
  created_at: Date;
  expires_at: Date;
}

export interface IssueOptions {
  userId?: number | null;
  data?: Record<string, unknown>;
  ttlSeconds: number;
  /** Ends the user's earlier unused tokens of the same kind, so only the newest link works. */
  replaceEarlier?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    oneTimeTokens: OneTimeTokensRepository;
  }
}

/** 256 random bits, URL-safe: well past the 128 bits a guessable link would need. */
export const newRawToken = (): string => randomBytes(32).toString('base64url');
export const hashOneTimeToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');

export type OneTimeTokensRepository = ReturnType<typeof createOneTimeTokensRepository>;

const COLUMNS = 'kind, user_id, data, created_at, expires_at';

/**
 * Single-use, expiring tokens for links sent by mail (docs/security/one-time-tokens.md). The raw
 * token is returned once, by `issue`, and only its hash is stored.
 */
export function createOneTimeTokensRepository(db: Queryable) {
  return {
    async issue(kind: OneTimeTokenKind, opts: IssueOptions, q: Queryable = db): Promise<string> {
      const raw = newRawToken();
      if (opts.replaceEarlier && opts.userId != null) {
        await q.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [
          opts.userId,
          kind,
        ]);
      }
      await q.query(
        `INSERT INTO one_time_tokens (token_hash, kind, user_id, data, expires_at)
         VALUES ($1, $2, $3, $4::jsonb, now() + make_interval(secs => $5))`,
        [hashOneTimeToken(raw), kind, opts.userId ?? null, JSON.stringify(opts.data ?? {}), opts.ttlSeconds],
      );
      return raw;
    },

    /** The token if it is of this kind, unused and unexpired; null otherwise (unknown, used or expired alike). */
    async peek(kind: OneTimeTokenKind, raw: string, q: Queryable = db): Promise<OneTimeTokenRow | null> {
      const { rows } = await q.query<OneTimeTokenRow>(
        `SELECT ${COLUMNS} FROM one_time_tokens
         WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()`,
        [hashOneTimeToken(raw), kind],
      );
      return rows[0] ?? null;
    },

    /**
     * Why a token that peek refused is dead: used (or ended by a newer link), expired, or null when
     * no such token was ever issued. Only the holder of the raw token can ask, so this tells
     * nothing about other links (docs/security/one-time-tokens.md#dead-links).
     */
    async deadBecause(kind: OneTimeTokenKind, raw: string, q: Queryable = db): Promise<'used' | 'expired' | null> {
      const { rows } = await q.query<{ used: boolean; expired: boolean }>(
        // Whichever came first: a link replaced after it had expired had expired.
        `SELECT used_at IS NOT NULL AND used_at < expires_at AS used, expires_at <= now() AS expired FROM one_time_tokens
         WHERE token_hash = $1 AND kind = $2`,
        [hashOneTimeToken(raw), kind],
      );
      const row = rows[0];
      if (!row) return null;
      return row.used ? 'used' : row.expired ? 'expired' : null;
    },

    /**
     * Uses the token up: one UPDATE, so of two concurrent uses exactly one gets the row. Null when
     * it was unknown, used or expired.
     */
    async consume(kind: OneTimeTokenKind, raw: string, q: Queryable = db): Promise<OneTimeTokenRow | null> {
      const { rows } = await q.query<OneTimeTokenRow>(
        `UPDATE one_time_tokens SET used_at = now()
         WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING ${COLUMNS}`,
        [hashOneTimeToken(raw), kind],
      );
      return rows[0] ?? null;
    },

    /** Replaces the data of a live token (a self-registration session that proved one more account). */
    async updateData(kind: OneTimeTokenKind, raw: string, data: Record<string, unknown>, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE one_time_tokens SET data = $3::jsonb
         WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING 1 AS updated`,
        [hashOneTimeToken(raw), kind, JSON.stringify(data)],
      );
      return rows.length > 0;
    },

    /** Ends every unused token of a user, of the given kinds (or all kinds). */
    async revokeForUser(userId: number, kinds?: readonly OneTimeTokenKind[], q: Queryable = db): Promise<void> {
      await q.query(
        `UPDATE one_time_tokens SET used_at = now()
         WHERE user_id = $1 AND used_at IS NULL AND ($2::text[] IS NULL OR kind = ANY($2::text[]))`,
        [userId, kinds ? [...kinds] : null],
      );
    },

    /** The user's newest unused, unexpired token of this kind (a change of e-mail address still waiting), or null. */
    async findLive(userId: number, kind: OneTimeTokenKind, q: Queryable = db): Promise<OneTimeTokenRow | null> {
      const { rows } = await q.query<OneTimeTokenRow>(
        `SELECT ${COLUMNS} FROM one_time_tokens
          WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
          ORDER BY created_at DESC LIMIT 1`,
        [userId, kind],
      );
      return rows[0] ?? null;
    },

    /** Whether the user has an unused, unexpired token of this kind (an invite still open). */
    async hasLive(userId: number, kind: OneTimeTokenKind, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        'SELECT 1 FROM one_time_tokens WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now() LIMIT 1',
        [userId, kind],
      );
      return rows.length > 0;
    },
  };
}

export const oneTimeTokensRepositoryPlugin = fp(
  async (app) => {
    app.decorate('oneTimeTokens', createOneTimeTokensRepository(app.db));
  },
  { name: 'one-time-tokens-repository', dependencies: ['db'] },
);

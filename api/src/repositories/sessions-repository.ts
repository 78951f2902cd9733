import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { announceAccessChange } from '../db/access-changes';
import type { Queryable } from '../db/database';
import { hashPdfKey, newPdfKey } from '../security/pdf-session-cookie';
import { newRefreshToken } from '../services/sessions/tokens';
import type { UserRow } from './users-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

/** A session with its user, as every authenticated request checks it. */
export interface SessionWithUser {
  session_id: string;
  revoked_at: Date | null;
  revoke_reason: string | null;
  /** The customer this session impersonates since POST /api/impersonation, if any. */
  impersonating_user_id: number | null;
  /** The user has a second factor set up (docs/security/second-factor.md#who). */
  has_second_factor: boolean;
  user: UserRow;
  /** That customer's row (null when not impersonating), for the impersonation policy of every request. */
  impersonated: UserRow | null;
}

/** A refresh token row, locked for rotation, with the checks computed by the database clock. */
export interface LockedRefreshToken {
  session_id: string;
  user_id: number;
  used_at: Date | null;
  /** used less than the grace period ago */
  within_grace: boolean;
  revoked_at: Date | null;
  idle_expired: boolean;
}

/** Where a session was opened from (docs/security/sessions.md). */
export interface SessionClient {
  /** summarizeUserAgent() of the login's User-Agent. */
  browser?: string;
  /** request.ip */
  address?: string;
}

/** A row of a user's session list. */
export interface SessionListRow {
  id: string;
  created_at: Date;
  last_activity_at: Date;
  browser: string | null;
  client_address: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/**
 * Sessions and their refresh tokens. Times are compared with the database's now(), so
 * several instances with drifting clocks agree.
 */
export function createSessionsRepository(db: Queryable) {
  return {
    /**
     * Opens a session and issues its first refresh token and its PDF key (the cookie that opens
     * the session's PDF links; only its SHA-256 is stored).
     */
    async create(
      userId: number,
      q: Queryable = db,
      client: SessionClient = {},
    ): Promise<{ sessionId: string; refreshToken: string; pdfKey: string }> {
      const sessionId = randomUUID();
      const pdfKey = newPdfKey();
      await q.query('INSERT INTO sessions (id, user_id, pdf_key_hash, browser, client_address) VALUES ($1, $2, $3, $4, $5)', [
        sessionId,
        userId,
        hashPdfKey(pdfKey),
        client.browser ?? null,
        client.address ?? null,
      ]);
      const refreshToken = await this.issueRefreshToken(sessionId, q);
      return { sessionId, refreshToken, pdfKey };
    },

    async issueRefreshToken(sessionId: string, q: Queryable = db): Promise<string> {
      const { token, hash } = newRefreshToken();
      await q.query('INSERT INTO refresh_tokens (token_hash, session_id) VALUES ($1, $2)', [hash, sessionId]);
      return token;
    },

    async findWithUser(sessionId: string, q: Queryable = db): Promise<SessionWithUser | null> {
      if (!UUID.test(sessionId)) return null;
      const { rows } = await q.query<UserRow & Omit<SessionWithUser, 'user' | 'impersonated'>>(
        `SELECT s.id AS session_id, s.revoked_at, s.revoke_reason, s.impersonating_user_id,
                EXISTS (SELECT 1 FROM user_totp t WHERE t.user_id = u.user_id AND t.confirmed_at IS NOT NULL)
                  OR EXISTS (SELECT 1 FROM user_passkeys p WHERE p.user_id = u.user_id) AS has_second_factor,
                u.*
           FROM sessions s JOIN users u ON u.user_id = s.user_id
          WHERE s.id = $1`,
        [sessionId],
      );
      const row = rows[0];
      if (!row) return null;
      const { session_id, revoked_at, revoke_reason, impersonating_user_id, has_second_factor, ...user } = row;
      // A second statement only while impersonating (rare); the result is short-cached with the session.
      const impersonated =
        impersonating_user_id === null
          ? null
          : ((await q.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [impersonating_user_id])).rows[0] ?? null);
      return { session_id, revoked_at, revoke_reason, impersonating_user_id, has_second_factor, user, impersonated };
    },

    /** Finds and locks a refresh token for rotation; call inside a transaction. */
    async lockRefreshToken(
      tokenHash: string,
      idleSeconds: number,
      graceSeconds: number,
      q: Queryable,
    ): Promise<LockedRefreshToken | null> {
      const { rows } = await q.query<LockedRefreshToken>(
        `SELECT rt.session_id, s.user_id, rt.used_at, s.revoked_at,
                rt.used_at IS NOT NULL AND rt.used_at > now() - ($3::double precision * interval '1 second') AS within_grace,
                s.last_activity_at < now() - ($2::double precision * interval '1 second') AS idle_expired
           FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
          WHERE rt.token_hash = $1
          FOR UPDATE OF rt, s`,
        [tokenHash, idleSeconds, graceSeconds],
      );
      return rows[0] ?? null;
    },

    async markUsed(tokenHash: string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE refresh_tokens SET used_at = now() WHERE token_hash = $1', [tokenHash]);
    },

    /** Records activity (a refresh), and the address it came from when known. */
    async touch(sessionId: string, q: Queryable = db, address?: string): Promise<void> {
      await q.query('UPDATE sessions SET last_activity_at = now(), client_address = coalesce($2, client_address) WHERE id = $1', [
        sessionId,
        address ?? null,
      ]);
    },

    /**
     * A user's live sessions (not ended, active within `idleSeconds`), most recently active first
     * (docs/security/sessions.md).
     */
    async listLive(userId: number, idleSeconds: number, q: Queryable = db): Promise<SessionListRow[]> {
      const { rows } = await q.query<SessionListRow>(
        `SELECT id, created_at, last_activity_at, browser, client_address
           FROM sessions
          WHERE user_id = $1 AND revoked_at IS NULL
            AND last_activity_at > now() - ($2::double precision * interval '1 second')
          ORDER BY last_activity_at DESC, created_at DESC
          LIMIT 100`,
        [userId, idleSeconds],
      );
      return rows;
    },

    /** Ends one live session of `userId`; false when it is not theirs, unknown or already ended. */
    async revokeOfUser(userId: number, sessionId: string, reason: string, q: Queryable = db): Promise<boolean> {
      if (!UUID.test(sessionId)) return false;
      const { rows } = await q.query<{ id: string }>(
        `UPDATE sessions SET revoked_at = now(), revoke_reason = $3
          WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
          RETURNING id`,
        [sessionId, userId, reason],
      );
      if (rows.length > 0) await announceAccessChange(q);
      return rows.length > 0;
    },

    /** Ends a session; its refresh tokens die with it. */
    async revoke(sessionId: string, reason: string, q: Queryable = db): Promise<void> {
      if (!UUID.test(sessionId)) return;
      await q.query(
        'UPDATE sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL',
        [sessionId, reason],
      );
      await announceAccessChange(q);
    },

    /** Ends every session of a user but one (after a password change, or all when except is null). */
    async revokeAllOfUser(userId: number, reason: string, exceptSessionId: string | null, q: Queryable = db): Promise<string[]> {
      const { rows } = await q.query<{ id: string }>(
        `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
          WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)
          RETURNING id`,
        [userId, reason, exceptSessionId],
      );
      await announceAccessChange(q);
      return rows.map((r) => r.id);
    },

    /**
     * Records the customer a session starts impersonating (or null when it stops) and answers
     * whom it impersonated before, so a stop can be recorded with both users.
     */
    async setImpersonating(sessionId: string, userId: number | null, q: Queryable = db): Promise<{ previous: number | null } | null> {
      if (!UUID.test(sessionId)) return null;
      const { rows } = await q.query<{ previous: number | null }>(
        `UPDATE sessions s SET impersonating_user_id = $2
           FROM (SELECT id, impersonating_user_id AS previous FROM sessions WHERE id = $1 FOR UPDATE) old
          WHERE s.id = old.id
          RETURNING old.previous`,
        [sessionId, userId],
      );
      return rows[0] ?? null;
    },

    async findSessionIdByRefreshToken(tokenHash: string, q: Queryable = db): Promise<string | null> {
      const { rows } = await q.query<{ session_id: string }>(
        'SELECT session_id FROM refresh_tokens WHERE token_hash = $1',
        [tokenHash],
      );
      return rows[0]?.session_id ?? null;
    },
  };
}

export const sessionsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('sessionsRepository', createSessionsRepository(app.db));
  },
  { name: 'sessions-repository', dependencies: ['db'] },
);

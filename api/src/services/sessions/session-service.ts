import type { FastifyInstance } from 'fastify';
import {
  LOGIN_REFUSALS,
  MESSAGES,
  type LoginAnswer,
  type LoginResponse,
  type SecondFactorMethod,
  type TokenPair,
  type UserStatus,
} from 'shared/server';
import { ApiError, API_TEXTS, unauthorized } from '../../errors';
import { ThrottledError } from '../../security/attempt-limiter';
import type { UserRow } from '../../repositories/users-repository';
import { assertPasswordCheckRoom, needsRehash, hashPassword, PasswordHashingBusyError, reservePasswordCheck, verifyPassword } from './passwords';
import { hashRefreshToken, type TokenService } from './tokens';
import { summarizeUserAgent } from './user-agent';

/** Two tabs of one session may refresh with the same token at the same moment (docs/architecture/overview.md). */
export const ROTATION_GRACE_SECONDS = 15;

/** Statuses that may hold a session. Locked and deactive users are refused and logged out. */
const SESSION_STATUSES: ReadonlySet<UserStatus> = new Set(['active', 'waiting-confirmation']);

export interface SessionServiceOptions {
  idleTimeoutMinutes: number;
}

export interface Authenticated {
  user: UserRow;
  sessionId: string;
  /** The customer the session impersonates since POST /api/impersonation, and their row (null: none, or deleted). */
  impersonatingUserId: number | null;
  impersonated: UserRow | null;
  /** The user has a second factor set up (docs/security/second-factor.md). */
  hasSecondFactor: boolean;
}

export type SessionService = ReturnType<typeof createSessionService>;

/** A login's answer, and what the route needs besides: the session and its PDF key (a cookie). */
export interface LoginOutcome {
  response: LoginResponse;
  sessionId: string;
  pdfKey: string;
}

/** A password login's answer: a session, or the challenge of the second step (no session, no cookie yet). */
/** Where a login came from: kept on the session for the user's list of sessions (docs/security/sessions.md). */
export interface LoginOrigin {
  client: string;
  userAgent: string | undefined;
}

export type PasswordLoginOutcome = LoginOutcome | { response: LoginAnswer; sessionId: null; pdfKey: null };

/**
 * Login, refresh, logout and the per-request session check. All state is in PostgreSQL,
 * so any instance can serve any request (docs/decisions.md#shape-of-the-system).
 */
export function createSessionService(app: FastifyInstance, tokens: TokenService, opts: SessionServiceOptions) {
  const idleSeconds = opts.idleTimeoutMinutes * 60;
  const { db, usersRepository: users, sessionsRepository: sessions, attemptLimiter, auditLog } = app;

  function refusal(status: UserStatus): ApiError | null {
    if (status === 'locked') return new ApiError(403, LOGIN_REFUSALS.locked, 'locked');
    if (status === 'deactive') return new ApiError(403, LOGIN_REFUSALS.deactive, 'deactive');
    return null;
  }

  /**
   * Opens the session of a user who has logged in: with the password alone (no second factor set
   * up), or after the second step with `secondFactor`, which counts as a fresh re-authentication.
   */
  async function openSession(user: UserRow, secondFactor: SecondFactorMethod | null, from: LoginOrigin): Promise<LoginOutcome> {
    const { sessionId, refreshToken, pdfKey } = await db.transaction(async (tx) => {
      const created = await sessions.create(user.user_id, tx, { browser: summarizeUserAgent(from.userAgent), address: from.client });
      if (secondFactor) await app.secondFactorRepository.markReauthenticated(created.sessionId, tx);
      await users.recordLogin(user.user_id, tx);
      await auditLog.record(user.user_id, 'login', { sessionId: created.sessionId, ...(secondFactor ? { secondFactor } : {}) }, tx);
      return created;
    });
    return {
      response: { token: tokens.signAccessToken(user.user_id, sessionId), refreshToken, isLoggedIn: true, status: user.status },
      sessionId,
      pdfKey,
    };
  }

  return {
    /**
     * `client` is the caller's address (request.ip), `userAgent` its User-Agent header (kept as a
     * short summary for the user's list of sessions, docs/security/sessions.md). The attempt is counted and checked before
     * the password is hashed, so a throttled attempt costs one statement, not an argon2 run
     * (docs/security/login-throttling.md).
     */
    async login(login: string, password: string, client: string, userAgent?: string): Promise<PasswordLoginOutcome> {
      // A full line of password checks is refused for load (503) before the attempt is counted
      // against the user; the place itself is taken once the throttle let the attempt through
      // (docs/security/password-hashing.md).
      assertPasswordCheckRoom();
      const attempt = await attemptLimiter.count('login', login, client);
      if (!attempt.allowed) {
        await auditLog.record(null, 'login_throttled', { login, client, blockedBy: attempt.blockedBy });
        throw new ThrottledError(attempt.retryAfterSeconds);
      }
      const place = reservePasswordCheck();
      let user: UserRow | null;
      try {
        user = await users.findByLogin(login);
      } catch (error) {
        place.release();
        throw error;
      }
      // Runs even for an unknown login (against a dummy hash): same answer, similar time.
      const ok = await verifyPassword(user?.password_hash, password, place);
      if (!user || !ok) {
        await auditLog.record(user?.user_id ?? null, 'login_failed', { login, client });
        throw new ApiError(401, MESSAGES.authFailed, 'invalid_credentials');
      }
      await attempt.succeeded();
      // Only someone who knows the password learns that the account is locked.
      const refused = refusal(user.status);
      if (refused) {
        await auditLog.record(user.user_id, 'login_refused', { status: user.status });
        throw refused;
      }
      // Hashes made with older parameters are brought up to the current ones while the password is at hand.
      // Under load (the line of password checks is full) it waits for a later login.
      if (user.password_hash && needsRehash(user.password_hash)) {
        const rehashed = await hashPassword(password).catch((error: unknown) => {
          if (error instanceof PasswordHashingBusyError) return null;
          throw error;
        });
        if (rehashed) await users.replaceHash(user.user_id, rehashed);
      }
      // A user with a second factor gets a challenge, and the session only after its second step
      // (docs/security/second-factor.md#login).
      const challenge = await app.secondFactor.challengeFor(user);
      if (challenge) {
        await auditLog.record(user.user_id, 'login_second_factor_asked', { client, methods: challenge.methods });
        return { response: challenge, sessionId: null, pdfKey: null };
      }
      return openSession(user, null, { userAgent, client });
    },

    openSession,

    /**
     * Rotates a refresh token. Outcomes that end the session are committed before the
     * error is thrown (a throw inside the transaction would roll the revocation back).
     */
    async refresh(refreshToken: string, address?: string): Promise<TokenPair> {
      const hash = hashRefreshToken(refreshToken);
      const outcome = await db.transaction(async (tx) => {
        const row = await sessions.lockRefreshToken(hash, idleSeconds, ROTATION_GRACE_SECONDS, tx);
        if (!row || row.revoked_at) return { kind: 'unknown' as const };
        if (row.used_at) {
          if (row.within_grace) return { kind: 'rotated' as const };
          await sessions.revoke(row.session_id, 'token_reused', tx);
          await auditLog.record(row.user_id, 'token_reused', { sessionId: row.session_id }, tx);
          return { kind: 'reused' as const };
        }
        if (row.idle_expired) {
          await sessions.revoke(row.session_id, 'idle', tx);
          await auditLog.record(row.user_id, 'session_expired', { sessionId: row.session_id }, tx);
          return { kind: 'idle' as const };
        }
        const user = await users.findById(row.user_id, tx);
        if (!user || !SESSION_STATUSES.has(user.status)) {
          await sessions.revoke(row.session_id, `user_${user?.status ?? 'deleted'}`, tx);
          return { kind: 'user_refused' as const, status: user?.status };
        }
        await sessions.markUsed(hash, tx);
        await sessions.touch(row.session_id, tx, address);
        const next = await sessions.issueRefreshToken(row.session_id, tx);
        return { kind: 'ok' as const, userId: user.user_id, sessionId: row.session_id, refreshToken: next };
      });
      switch (outcome.kind) {
        case 'ok':
          return { token: tokens.signAccessToken(outcome.userId, outcome.sessionId), refreshToken: outcome.refreshToken };
        case 'rotated':
          throw new ApiError(409, API_TEXTS.rotated, 'rotated');
        case 'reused':
          throw unauthorized(API_TEXTS.tokenReused, 'token_reused');
        case 'idle':
          throw unauthorized(MESSAGES.sessionTimeout, 'session_expired');
        case 'user_refused':
          throw outcome.status === 'locked' || outcome.status === 'deactive'
            ? unauthorized(LOGIN_REFUSALS[outcome.status], outcome.status)
            : unauthorized();
        default:
          throw unauthorized();
      }
    },

    /** The check behind every authenticated route: token, session and user standing. */
    async authenticate(authorization: string | undefined): Promise<Authenticated> {
      const token = bearer(authorization);
      if (!token) throw unauthorized();
      let claims;
      try {
        claims = tokens.verifyAccessToken(token);
      } catch {
        throw unauthorized();
      }
      const found = await app.shortCaches.sessions.get(claims.sid, () => sessions.findWithUser(claims.sid));
      if (!found || found.revoked_at || String(found.user.user_id) !== claims.sub) throw unauthorized();
      // The idle timeout is enforced on refresh, where activity is recorded (the page refreshes
      // on user activity); an access token lives only ACCESS_TOKEN_TTL_SECONDS anyway.
      // Locking a user takes effect on the next request, not when the token expires.
      if (!SESSION_STATUSES.has(found.user.status)) {
        await sessions.revoke(found.session_id, `user_${found.user.status}`);
        throw unauthorized();
      }
      return {
        user: found.user,
        sessionId: found.session_id,
        impersonatingUserId: found.impersonating_user_id,
        impersonated: found.impersonated,
        hasSecondFactor: found.has_second_factor,
      };
    },

    /**
     * Ends the session named by the access token (even an expired one: logging out of an
     * idle tab must still work) or by a refresh token. Unknown tokens are ignored.
     */
    async logout(authorization: string | undefined, refreshToken: string | undefined): Promise<void> {
      let sessionId: string | null = null;
      const token = bearer(authorization);
      if (token) {
        try {
          sessionId = tokens.decodeVerifiedIgnoringExpiry(token).sid;
        } catch {
          sessionId = null;
        }
      }
      if (!sessionId && refreshToken) {
        sessionId = await sessions.findSessionIdByRefreshToken(hashRefreshToken(refreshToken));
      }
      if (!sessionId) return;
      await sessions.revoke(sessionId, 'logout');
      const found = await sessions.findWithUser(sessionId);
      if (!found) return;
      await auditLog.record(found.user.user_id, 'logout', { sessionId });
      // Logging out ends an impersonation too (docs/product/users-and-admin.md#impersonation).
      if (found.impersonating_user_id !== null) {
        await sessions.setImpersonating(sessionId, null);
        await auditLog.recordActing(found.user.user_id, found.impersonating_user_id, 'impersonation_stopped', { sessionId, by: 'logout' });
      }
    },
  };
}

function bearer(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

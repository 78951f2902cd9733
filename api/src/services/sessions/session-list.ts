import type { FastifyInstance } from 'fastify';
import { SESSION_MESSAGES, USER_REFUSALS, type SessionSummary } from 'shared/server';
import { ApiError } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import { assertMayManage } from '../users/user-access';
import type { Authenticated } from './session-service';

/**
 * What profile → Security and the user form do with sessions (docs/security/sessions.md): a user
 * lists and ends their own; CanManageUsers ends all of another user's. Each ending is in the audit
 * log, and takes effect at once on every instance (revoking announces an access change, which
 * drops every instance's short caches: docs/architecture/api.md#short-caches).
 */
export function createSessionList(app: FastifyInstance, idleTimeoutMinutes: number) {
  const sessions = app.sessionsRepository;
  const idleSeconds = idleTimeoutMinutes * 60;
  return {
    async list(auth: Authenticated): Promise<SessionSummary[]> {
      const rows = await sessions.listLive(auth.user.user_id, idleSeconds);
      return rows.map((row) => ({
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        lastActiveAt: new Date(row.last_activity_at).toISOString(),
        browser: row.browser,
        address: row.client_address,
        current: row.id === auth.sessionId,
      }));
    },

    /** Ends one of the caller's own sessions (the current one too: that is a logout); 404 for any other. */
    async endOwn(auth: Authenticated, sessionId: string): Promise<number> {
      return app.db.transaction(async (tx) => {
        const ended = await sessions.revokeOfUser(auth.user.user_id, sessionId, 'ended_by_user', tx);
        if (!ended) throw new ApiError(404, SESSION_MESSAGES.unknownSession, 'unknown_session');
        await app.auditLog.record(auth.user.user_id, 'session_ended', { sessionId, by: 'user', fromSessionId: auth.sessionId }, tx);
        return 1;
      });
    },

    /** Ends every session of the caller but the current one. */
    async endOthers(auth: Authenticated): Promise<number> {
      return app.db.transaction(async (tx) => {
        const ended = await sessions.revokeAllOfUser(auth.user.user_id, 'ended_by_user', auth.sessionId, tx);
        await app.auditLog.record(auth.user.user_id, 'sessions_ended', { sessionIds: ended, by: 'user', fromSessionId: auth.sessionId }, tx);
        return ended.length;
      });
    },

    /**
     * CanManageUsers (and the standing to manage the target) ends all of a user's sessions; for
     * oneself, all but the current one.
     */
    async endAllOfUser(auth: Authenticated, userId: number): Promise<number> {
      const target = await app.usersRepository.findById(userId);
      assertMayManageTarget(auth.user, target);
      return app.db.transaction(async (tx) => {
        const except = userId === auth.user.user_id ? auth.sessionId : null;
        const ended = await sessions.revokeAllOfUser(userId, 'ended_by_admin', except, tx);
        await app.auditLog.record(auth.user.user_id, 'sessions_ended', { userId, sessionIds: ended, by: 'admin', fromSessionId: auth.sessionId }, tx);
        return ended.length;
      });
    },
  };
}

export type SessionList = ReturnType<typeof createSessionList>;

function assertMayManageTarget(caller: UserRow, target: UserRow | null): asserts target is UserRow {
  if (!target) {
    // The permission is checked first, so a caller without it learns nothing of which ids exist.
    assertMayManage(caller, caller);
    throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
  }
  assertMayManage(caller, target);
}

import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    auditLog: AuditLogRepository;
  }
}

export type AuditAction =
  | 'login'
  | 'login_failed'
  | 'login_refused'
  | 'logout'
  | 'token_reused'
  | 'session_expired'
  | 'password_changed'
  | 'impersonation_started'
  | 'impersonation_stopped'
  | 'impersonated_request'
  | (string & {});

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

/** Who did what and when, for support and security reviews. */
export function createAuditLogRepository(db: Queryable) {
  return {
    async record(userId: number | null, action: AuditAction, detail: Record<string, unknown> = {}, q: Queryable = db) {
      await q.query('INSERT INTO audit_log (user_id, action, detail) VALUES ($1, $2, $3::jsonb)', [
        userId,
        action,
        JSON.stringify(detail),
      ]);
    },

    /**
     * What a staff member did as `customerId` (docs/security/impersonation.md#what-is-logged): the
     * customer is kept in acted_for (and in detail.customerId), where their profile finds it.
     */
    async recordActing(staffId: number, customerId: number, action: AuditAction, detail: Record<string, unknown> = {}, q: Queryable = db) {
      await q.query('INSERT INTO audit_log (user_id, action, detail, acted_for) VALUES ($1, $2, $3::jsonb, $4)', [
        staffId,
        action,
        JSON.stringify({ ...detail, customerId }),
        customerId,
      ]);
    },
  };
}

export const auditLogPlugin = fp(
  async (app) => {
    app.decorate('auditLog', createAuditLogRepository(app.db));
  },
  { name: 'audit-log', dependencies: ['db'] },
);

import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';
import type { AttemptState } from './payment-attempts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    actedForRepository: ActedForRepository;
  }
}

/** One thing staff did as a customer: an impersonation's start or stop, or a charge from the ledger. */
export interface ActedForRow {
  at: Date;
  /** impersonation_started / impersonation_stopped (audit log), payment / deposit (ledger). */
  kind: 'impersonation_started' | 'impersonation_stopped' | 'payment' | 'deposit';
  staff_id: number;
  /** Null when the staff member's user row is gone. */
  staff_first_name: string | null;
  staff_last_name: string | null;
  staff_login: string | null;
  /** Charges only: the ledger's state, what the ERP was sent (no CVV) and what it answered. */
  state: AttemptState | null;
  erp_request: unknown;
  response: unknown;
}

export type ActedForRepository = ReturnType<typeof createActedForRepository>;

/**
 * The customer's side of impersonation (docs/security/impersonation.md#what-the-customer-sees):
 * starts and stops from the audit log (acted_for, migration 015) and the charges staff made for
 * them from the payment ledger, newest first. Each half reads its own partial index, `limit` rows at most.
 */
export function createActedForRepository(db: Queryable) {
  return {
    async listForCustomer(customerId: number, limit: number, q: Queryable = db): Promise<ActedForRow[]> {
      const { rows } = await q.query<ActedForRow>(
        `SELECT e.at, e.kind, e.staff_id, u.first_name AS staff_first_name, u.last_name AS staff_last_name,
                u.login AS staff_login, e.state, e.erp_request, e.response
           FROM (
             (SELECT a.at, a.id, a.action AS kind, a.user_id AS staff_id,
                     NULL::text AS state, NULL::jsonb AS erp_request, NULL::jsonb AS response
                FROM audit_log a
               WHERE a.acted_for = $1 AND a.action IN ('impersonation_started', 'impersonation_stopped')
               ORDER BY a.at DESC
               LIMIT $2)
             UNION ALL
             (SELECT p.created_at, p.id, p.kind, p.user_id, p.state, p.erp_request, p.response
                FROM payment_attempts p
               WHERE p.target_user_id = $1 AND p.user_id <> p.target_user_id AND p.erp_called
               ORDER BY p.created_at DESC
               LIMIT $2)
           ) e
           LEFT JOIN users u ON u.user_id = e.staff_id
          ORDER BY e.at DESC, e.id DESC
          LIMIT $2`,
        [customerId, limit],
      );
      return rows;
    },
  };
}

export const actedForRepositoryPlugin = fp(
  async (app) => {
    app.decorate('actedForRepository', createActedForRepository(app.db));
  },
  { name: 'acted-for-repository', dependencies: ['db'] },
);

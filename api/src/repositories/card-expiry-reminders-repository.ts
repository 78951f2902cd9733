import fp from 'fastify-plugin';
import type { Queryable } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    cardExpiryRemindersRepository: CardExpiryRemindersRepository;
  }
}

/** A user who keeps the saved methods of a linked account, with that account. */
export interface MethodOwnerRow {
  user_id: number;
  first_name: string;
  email: string;
  primary_acct: string;
  company_code: string;
}

export type CardExpiryRemindersRepository = ReturnType<typeof createCardExpiryRemindersRepository>;

/** Card-expiry reminders (migration 060, docs/architecture/jobs.md#card-expiry-reminders). */
export function createCardExpiryRemindersRepository(db: Queryable) {
  return {
    /**
     * The owners of saved methods: active users with an address who may keep payment methods
     * (CanManagePaymentMethods, the payment methods page's permission), one row per linked account.
     */
    async methodOwners(q: Queryable = db): Promise<MethodOwnerRow[]> {
      const { rows } = await q.query<MethodOwnerRow>(
        `SELECT u.user_id, u.first_name, u.email, a.primary_acct, a.company_code
           FROM users u JOIN accounts a ON a.user_id = u.user_id
          WHERE u.status = 'active' AND u.email <> '' AND 'CanManagePaymentMethods' = ANY(u.permissions)
          ORDER BY a.primary_acct, a.company_code, u.user_id`,
      );
      return rows;
    },

    /** Records the reminder of one card, expiry and user; false when it was sent before (nothing recorded). */
    async record(
      reminder: { cardHash: string; validTo: string; userId: number; customerNumber: string },
      now: Date,
      q: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await q.query(
        `INSERT INTO card_expiry_reminders (card_hash, valid_to, user_id, customer_number, sent_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [reminder.cardHash, reminder.validTo, reminder.userId, reminder.customerNumber, now],
      );
      return rows.length > 0;
    },
  };
}

export const cardExpiryRemindersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('cardExpiryRemindersRepository', createCardExpiryRemindersRepository(app.db));
  },
  { name: 'card-expiry-reminders-repository', dependencies: ['db'] },
);

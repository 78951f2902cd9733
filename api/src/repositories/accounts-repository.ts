import fp from 'fastify-plugin';
import type { AccountTypeId } from 'shared/server';
import { announceAccessChange } from '../db/access-changes';
import type { Queryable } from '../db/database';

/** A linked ERP account of a portal user (docs/product/users-and-admin.md Account). */
export interface AccountRow {
  account_id: number;
  user_id: number;
  primary_acct: string;
  account_type_id: AccountTypeId;
  name: string;
  name_2: string;
  company_code: string;
  sales_organization: string;
  distribution_channel: string;
  division: string;
}

export type NewAccount = Omit<AccountRow, 'account_id'>;

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

/** An account's columns in the order every statement here binds them ($1 user … $9 division). */
const accountParams = (account: NewAccount): unknown[] => [
  account.user_id,
  account.primary_acct,
  account.account_type_id,
  account.name,
  account.name_2,
  account.company_code,
  account.sales_organization,
  account.distribution_channel,
  account.division,
];

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

export function createAccountsRepository(db: Queryable) {
  return {
    async listByUser(userId: number, q: Queryable = db): Promise<AccountRow[]> {
      const { rows } = await q.query<AccountRow>('SELECT * FROM accounts WHERE user_id = $1 ORDER BY account_id', [
        userId,
      ]);
      return rows;
    },

    /** Links an account unless this user already has that number; returns true when inserted. */
    async insertIfMissing(account: NewAccount, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query<{ account_id: number }>(
        `INSERT INTO accounts (user_id, primary_acct, account_type_id, name, name_2, company_code,
                               sales_organization, distribution_channel, division)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
         WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE user_id = $1 AND primary_acct = $2)
         RETURNING account_id`,
        accountParams(account),
      );
      return rows.length > 0;
    },

    /** One linked account of this user; null when it is not theirs (or does not exist). */
    async findOfUser(userId: number, accountId: number, q: Queryable = db): Promise<AccountRow | null> {
      const { rows } = await q.query<AccountRow>('SELECT * FROM accounts WHERE user_id = $1 AND account_id = $2', [userId, accountId]);
      return rows[0] ?? null;
    },

    async insert(account: NewAccount, q: Queryable = db): Promise<AccountRow> {
      const { rows } = await q.query<AccountRow>(
        `INSERT INTO accounts (user_id, primary_acct, account_type_id, name, name_2, company_code,
                               sales_organization, distribution_channel, division)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        accountParams(account),
      );
      // Every instance drops its cached links, so the new account is reachable at once everywhere.
      await announceAccessChange(q);
      return rows[0]!;
    },

    /** Rewrites a linked account of this user; null when it is not theirs. */
    async update(accountId: number, account: NewAccount, q: Queryable = db): Promise<AccountRow | null> {
      const { rows } = await q.query<AccountRow>(
        `UPDATE accounts SET primary_acct = $3, account_type_id = $4, name = $5, name_2 = $6, company_code = $7,
                sales_organization = $8, distribution_channel = $9, division = $10
         WHERE account_id = $1 AND user_id = $2 RETURNING *`,
        [accountId, ...accountParams(account)],
      );
      if (rows[0]) await announceAccessChange(q);
      return rows[0] ?? null;
    },

    /** Unlinks an account of this user; false when it is not theirs. */
    async delete(userId: number, accountId: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query('DELETE FROM accounts WHERE user_id = $1 AND account_id = $2 RETURNING account_id', [userId, accountId]);
      if (rows.length > 0) await announceAccessChange(q);
      return rows.length > 0;
    },
  };
}

export const accountsRepositoryPlugin = fp(
  async (app) => {
    app.decorate('accountsRepository', createAccountsRepository(app.db));
  },
  { name: 'accounts-repository', dependencies: ['db'] },
);

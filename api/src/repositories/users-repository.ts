import fp from 'fastify-plugin';
import type { AccountTypeId, Permission, UserRole, UserStatus } from 'shared/server';
import type { Queryable } from '../db/database';

export interface UserRow {
  user_id: number;
  login: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  password_hash: string | null;
  status: UserStatus;
  primary_account_type_id: AccountTypeId;
  user_role: UserRole;
  permissions: Permission[];
  created_date: Date;
  last_login_date: Date | null;
  num_logins: number;
  last_password_change: Date | null;
}

export interface NewUser {
  login: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  passwordHash: string | null;
  status: UserStatus;
  primaryAccountTypeId: AccountTypeId;
  userRole: UserRole;
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export function createUsersRepository(db: Queryable) {
  return {
    async findByLogin(login: string, q: Queryable = db): Promise<UserRow | null> {
      const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE lower(login) = lower($1)', [login.trim()]);
      return rows[0] ?? null;
    },

    /** The user whose e-mail address (or login) this is; addresses compare without case. */
    async findByEmail(email: string, q: Queryable = db): Promise<UserRow | null> {
      const { rows } = await q.query<UserRow>(
        'SELECT * FROM users WHERE lower(email) = lower($1) OR lower(login) = lower($1) ORDER BY (lower(login) = lower($1)) DESC, user_id LIMIT 1',
        [email.trim()],
      );
      return rows[0] ?? null;
    },

    async findById(userId: number, q: Queryable = db): Promise<UserRow | null> {
      const { rows } = await q.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userId]);
      return rows[0] ?? null;
    },

    async recordLogin(userId: number, q: Queryable = db): Promise<void> {
      await q.query(
        'UPDATE users SET last_login_date = now(), num_logins = num_logins + 1 WHERE user_id = $1',
        [userId],
      );
    },

    /**
     * A new password. Every way to change one comes here, so here it ends the user's outstanding
     * reset and invite links in the same statement (docs/security/account-changes.md#password-changes):
     * a link mailed before the change must not set another password after it.
     */
    async updatePassword(userId: number, passwordHash: string, q: Queryable = db): Promise<void> {
      await q.query(
        `WITH ended AS (
           UPDATE one_time_tokens SET used_at = now()
            WHERE user_id = $1 AND kind IN ('password_reset', 'invite') AND used_at IS NULL
         )
         UPDATE users SET password_hash = $2, last_password_change = now() WHERE user_id = $1`,
        [userId, passwordHash],
      );
    },

    /** The same password under a new hash (stronger parameters): not a password change. */
    async replaceHash(userId: number, passwordHash: string, q: Queryable = db): Promise<void> {
      await q.query('UPDATE users SET password_hash = $2 WHERE user_id = $1', [userId, passwordHash]);
    },

    async setStatus(userId: number, status: UserStatus, q: Queryable = db): Promise<void> {
      await q.query('UPDATE users SET status = $2 WHERE user_id = $1', [userId, status]);
    },

    /** Inserts a user unless the login exists; returns the user id either way. */
    async insertIfMissing(user: NewUser, q: Queryable = db): Promise<{ userId: number; created: boolean }> {
      const inserted = await q.query<{ user_id: number }>(
        `INSERT INTO users (login, first_name, last_name, company, email, password_hash, status,
                            primary_account_type_id, user_role, permissions, last_password_change)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text[], CASE WHEN $6::text IS NULL THEN NULL ELSE now() END)
         ON CONFLICT ((lower(login))) DO NOTHING
         RETURNING user_id`,
        [
          user.login,
          user.firstName,
          user.lastName,
          user.company,
          user.email,
          user.passwordHash,
          user.status,
          user.primaryAccountTypeId,
          user.userRole,
          [...user.permissions],
        ],
      );
      if (inserted.rows[0]) return { userId: inserted.rows[0].user_id, created: true };
      const existing = await this.findByLogin(user.login, q);
      return { userId: existing!.user_id, created: false };
    },
  };
}

export const usersRepositoryPlugin = fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['db'] },
);

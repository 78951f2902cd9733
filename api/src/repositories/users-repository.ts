import fp from 'fastify-plugin';
import { normalizeIdentifier, type AccountTypeId, type Permission, type UserRole, type UserStatus } from 'shared/server';
import { announceAccessChange } from '../db/access-changes';
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

/** A row migration 017 found that still needs an administrator (docs/security/identifiers.md#existing-rows). */
export interface IdentifierReviewRow {
  user_id: number;
  field: 'login' | 'email';
  problem: 'clash' | 'invisible';
  /** The users whose login or address is this one under the key (a clash), this one included. */
  user_ids: number[];
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
    /**
     * The user of a login however it was typed: both sides normalised (docs/security/identifiers.md,
     * migration 017's identifier_key). Of two rows written before 017 that normalise alike, the one
     * that differs only in case wins; such rows are listed in identifier_review.
     */
    async findByLogin(login: string, q: Queryable = db): Promise<UserRow | null> {
      const { rows } = await q.query<UserRow>(
        'SELECT * FROM users WHERE identifier_key(login) = $1 ORDER BY (lower(login) = $1) DESC, user_id LIMIT 1',
        [normalizeIdentifier(login)],
      );
      return rows[0] ?? null;
    },

    /** The user whose e-mail address (or login) this is, compared as identities (docs/security/identifiers.md). */
    async findByEmail(email: string, q: Queryable = db): Promise<UserRow | null> {
      const { rows } = await q.query<UserRow>(
        `SELECT * FROM users WHERE identifier_key(email) = $1 OR identifier_key(login) = $1
          ORDER BY (identifier_key(login) = $1) DESC, (lower(login) = $1 OR lower(email) = $1) DESC, user_id LIMIT 1`,
        [normalizeIdentifier(email)],
      );
      return rows[0] ?? null;
    },

    /**
     * What migration 017 listed in identifier_review and is still so: the value is unchanged and,
     * for a clash, another user still has the same key.
     */
    async openIdentifierReview(q: Queryable = db): Promise<IdentifierReviewRow[]> {
      const { rows } = await q.query<IdentifierReviewRow>(
        `SELECT r.user_id, r.field, r.problem,
                ARRAY(SELECT o.user_id FROM users o WHERE identifier_key(o.login) = r.key OR identifier_key(o.email) = r.key ORDER BY o.user_id) AS user_ids
           FROM identifier_review r JOIN users u USING (user_id)
          WHERE (CASE r.field WHEN 'login' THEN u.login ELSE u.email END) = r.value
            AND (r.problem = 'invisible' OR EXISTS (
                  SELECT 1 FROM users o WHERE o.user_id <> r.user_id AND (identifier_key(o.login) = r.key OR identifier_key(o.email) = r.key)))
          ORDER BY r.problem, r.key, r.user_id, r.field`,
      );
      return rows;
    },

    /** Which of these logins exist (compared as identities); the stored spelling. */
    async existingLogins(logins: readonly string[], q: Queryable = db): Promise<string[]> {
      const { rows } = await q.query<{ login: string }>('SELECT login FROM users WHERE identifier_key(login) = ANY($1::text[]) ORDER BY login', [
        logins.map(normalizeIdentifier),
      ]);
      return rows.map((r) => r.login);
    },

    /** Deletes the users of these logins with everything of theirs that cascades; answers the logins deleted. */
    async deleteByLogins(logins: readonly string[], q: Queryable = db): Promise<string[]> {
      const { rows } = await q.query<{ login: string }>('DELETE FROM users WHERE identifier_key(login) = ANY($1::text[]) RETURNING login', [
        logins.map(normalizeIdentifier),
      ]);
      await announceAccessChange(q);
      return rows.map((r) => r.login).sort();
    },

    /** The first administrator's login, whatever their status, or null when there is none. */
    async firstAdministrator(q: Queryable = db): Promise<string | null> {
      const { rows } = await q.query<{ login: string }>("SELECT login FROM users WHERE user_role = 'admin' ORDER BY user_id LIMIT 1");
      return rows[0]?.login ?? null;
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
     * reset and invite links in the same statement (docs/security/account-changes.md#password-changes-end-the-links-mailed-before-them):
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
          normalizeIdentifier(user.login),
          user.firstName,
          user.lastName,
          user.company,
          normalizeIdentifier(user.email),
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

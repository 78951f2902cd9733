import fp from 'fastify-plugin';
import { normalizeIdentifier, type AccountTypeId, type Permission, type UserRole, type UserStatus } from 'shared/server';
import { announceAccessChange } from '../db/access-changes';
import type { Queryable } from '../db/database';

/** The users list's filters (GET /api/users, GET /api/users/export). */
export interface UserFilter {
  status?: UserStatus;
  role?: UserRole;
  /** Words, each matched against the start of a word of the name, company, e-mail or login. */
  search?: string;
}

export interface UserListRow {
  user_id: number;
  login: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  status: UserStatus;
  user_role: UserRole;
  primary_account_type_id: AccountTypeId;
  permissions: Permission[];
  created_date: Date;
  last_login_date: Date | null;
  account_count: number;
}

/** Where an export batch continues: the last row sent (its names as stored; the query lowers them as the order does). */
export interface ListCursor {
  lastName: string;
  firstName: string;
  userId: number;
}

export interface UserFields {
  login: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  status: UserStatus;
  primaryAccountTypeId: AccountTypeId;
  userRole: UserRole;
  permissions: readonly Permission[];
}

declare module 'fastify' {
  interface FastifyInstance {
    userAdminRepository: UserAdminRepository;
  }
}

/** At most this many search words are matched (each one is an index range). */
const MAX_SEARCH_WORDS = 5;
/** U+10FFFF: in byte order (collation C) every term that starts with w sorts before w || it. */
const AFTER_PREFIX = String.fromCodePoint(0x10ffff);
const ORDER = 'lower(u.last_name), lower(u.first_name), u.user_id';

export const searchWords = (search: string | undefined): string[] =>
  (search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);

/**
 * The WHERE of a filtered list. Each search word is one range of user_search_terms' primary key
 * (migration 009), so a search reads the index entries it matches, never the table.
 */
function whereOf(filter: UserFilter, params: unknown[]): string {
  const conditions: string[] = [];
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`u.status = $${params.length}`);
  }
  if (filter.role) {
    params.push(filter.role);
    conditions.push(`u.user_role = $${params.length}`);
  }
  const words = searchWords(filter.search);
  if (words.length > 0) {
    const ranges = words.map((word) => {
      params.push(word, `${word}${AFTER_PREFIX}`);
      return `SELECT user_id FROM user_search_terms WHERE term >= $${params.length - 1} AND term < $${params.length}`;
    });
    conditions.push(`u.user_id IN (${ranges.join(' INTERSECT ')})`);
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

const LIST_COLUMNS = `u.user_id, u.login, u.first_name, u.last_name, u.company, u.email, u.status, u.user_role,
  u.primary_account_type_id, u.permissions, u.created_date, u.last_login_date,
  (SELECT count(*) FROM accounts a WHERE a.user_id = u.user_id)::int AS account_count`;

export type UserAdminRepository = ReturnType<typeof createUserAdminRepository>;

/** The users list, its total and export, and the administration's writes (docs/product/users-and-admin.md). */
export function createUserAdminRepository(db: Queryable) {
  return {
    /** One page of the filtered list, in name order. */
    async page(filter: UserFilter, offset: number, limit: number, q: Queryable = db): Promise<UserListRow[]> {
      const params: unknown[] = [];
      const where = whereOf(filter, params);
      params.push(limit, offset);
      const { rows } = await q.query<UserListRow>(
        `SELECT ${LIST_COLUMNS} FROM users u ${where} ORDER BY ${ORDER} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return rows;
    },

    /**
     * The filtered list's size. Without a search it is the sum of the kept counts per status and
     * role (user_counts), so even 100,000 users are not counted one by one.
     */
    async total(filter: UserFilter, q: Queryable = db): Promise<number> {
      if (searchWords(filter.search).length === 0) {
        const params: unknown[] = [];
        const conditions: string[] = [];
        if (filter.status) conditions.push(`status = $${params.push(filter.status)}`);
        if (filter.role) conditions.push(`user_role = $${params.push(filter.role)}`);
        const { rows } = await q.query<{ n: number }>(
          `SELECT coalesce(sum(n), 0)::int AS n FROM user_counts ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
          params,
        );
        return rows[0]?.n ?? 0;
      }
      const params: unknown[] = [];
      const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u ${whereOf(filter, params)}`, params);
      return rows[0]?.n ?? 0;
    },

    /** The next `limit` rows after `cursor` in list order (the export reads the list in batches). */
    async batchAfter(filter: UserFilter, cursor: ListCursor | null, limit: number, q: Queryable = db): Promise<UserListRow[]> {
      const params: unknown[] = [];
      let where = whereOf(filter, params);
      if (cursor) {
        params.push(cursor.lastName, cursor.firstName, cursor.userId);
        const after = `(${ORDER}) > (lower($${params.length - 2}), lower($${params.length - 1}), $${params.length}::int)`;
        where = where ? `${where} AND ${after}` : `WHERE ${after}`;
      }
      params.push(limit);
      const { rows } = await q.query<UserListRow>(
        `SELECT ${LIST_COLUMNS} FROM users u ${where} ORDER BY ${ORDER} LIMIT $${params.length}`,
        params,
      );
      return rows;
    },

    /**
     * Whether another user has the login or the e-mail as their login or e-mail, compared as
     * identities (docs/security/identifiers.md: case, full-width letters, trailing dots): which one is taken.
     */
    async addressTaken(login: string, email: string, exceptUserId: number | null, q: Queryable = db): Promise<'login' | 'email' | null> {
      const { rows } = await q.query<{ login_taken: boolean | null; email_taken: boolean | null }>(
        `SELECT bool_or(identifier_key(login) = $1 OR identifier_key(email) = $1) AS login_taken,
                bool_or(identifier_key(login) = $2 OR identifier_key(email) = $2) AS email_taken
           FROM users WHERE (identifier_key(login) IN ($1, $2) OR identifier_key(email) IN ($1, $2)) AND user_id <> coalesce($3::int, 0)`,
        [normalizeIdentifier(login), normalizeIdentifier(email), exceptUserId],
      );
      if (rows[0]?.login_taken) return 'login';
      if (rows[0]?.email_taken) return 'email';
      return null;
    },

    /**
     * Locks the active admins' rows for the transaction and answers their ids: of two saves that
     * would each remove one of the last two admins, the second sees the first's change.
     */
    async lockActiveAdmins(q: Queryable): Promise<number[]> {
      const { rows } = await q.query<{ user_id: number }>(
        "SELECT user_id FROM users WHERE user_role = 'admin' AND status = 'active' ORDER BY user_id FOR UPDATE",
      );
      return rows.map((r) => r.user_id);
    },

    /** A new user without a password: they set one through their invite. Null when the login exists. */
    async create(user: UserFields, q: Queryable = db): Promise<number | null> {
      const { rows } = await q.query<{ user_id: number }>(
        `INSERT INTO users (login, first_name, last_name, company, email, status, primary_account_type_id, user_role, permissions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text[])
         ON CONFLICT ((lower(login))) DO NOTHING RETURNING user_id`,
        [normalizeIdentifier(user.login), user.firstName, user.lastName, user.company, normalizeIdentifier(user.email), user.status, user.primaryAccountTypeId, user.userRole, [...user.permissions]],
      );
      return rows[0]?.user_id ?? null;
    },

    /** Saves the form's fields; every instance re-reads the user (permissions, status) at once. */
    async update(userId: number, user: UserFields, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query(
        `UPDATE users SET login = $2, first_name = $3, last_name = $4, company = $5, email = $6, status = $7,
                primary_account_type_id = $8, user_role = $9, permissions = $10::text[]
          WHERE user_id = $1 RETURNING 1 AS done`,
        [userId, normalizeIdentifier(user.login), user.firstName, user.lastName, user.company, normalizeIdentifier(user.email), user.status, user.primaryAccountTypeId, user.userRole, [...user.permissions]],
      );
      await announceAccessChange(q);
      return rows.length > 0;
    },

    /** The e-mail address a confirmation link made take effect (docs/security/account-changes.md). */
    async updateEmail(userId: number, email: string, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query('UPDATE users SET email = $2 WHERE user_id = $1 RETURNING 1 AS done', [userId, email]);
      return rows.length > 0;
    },

    /** Deletes a user with their links, exclusions, sessions and tokens (foreign keys cascade). */
    async delete(userId: number, q: Queryable = db): Promise<boolean> {
      const { rows } = await q.query('DELETE FROM users WHERE user_id = $1 RETURNING 1 AS done', [userId]);
      await announceAccessChange(q);
      return rows.length > 0;
    },
  };
}

export const userAdminRepositoryPlugin = fp(
  async (app) => {
    app.decorate('userAdminRepository', createUserAdminRepository(app.db));
  },
  { name: 'user-admin-repository', dependencies: ['db'] },
);

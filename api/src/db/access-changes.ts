import type { Queryable } from './database';

/** The channel every instance listens on to drop its short caches (docs/architecture/api.md#short-caches). */
export const ACCESS_CHANGED_CHANNEL = 'portal_access_changed';

/**
 * Tells every instance that who may reach what has changed: a session ended, a user locked,
 * deleted or given other permissions, a link or an exclusion changed. Inside a transaction the
 * notice goes out when it commits, so no instance reloads before the change is visible.
 */
export async function announceAccessChange(q: Queryable): Promise<void> {
  await q.query(`SELECT pg_notify('${ACCESS_CHANGED_CHANNEL}', '')`);
}

import type { FastifyInstance } from 'fastify';

/**
 * Logs, at every start, the users migration 017 found with a login or address that is another
 * user's under the identifier key, or that holds invisible characters, as long as they are still so.
 * Nothing is merged or changed: an administrator settles each (docs/security/identifiers.md#existing-rows).
 */
export async function reportIdentifierReview(app: FastifyInstance): Promise<number> {
  const rows = await app.usersRepository.openIdentifierReview();
  if (rows.length === 0) return 0;
  // User ids and fields only: the values are personal data, and are in the table.
  app.log.warn(
    { users: rows.map((r) => ({ userId: r.user_id, field: r.field, problem: r.problem, sameAs: r.user_ids.filter((id) => id !== r.user_id) })) },
    `${rows.length} login(s) or e-mail address(es) look like another user's or hold invisible characters. ` +
      'Nothing was merged: change or delete each on /settings/users (SELECT * FROM identifier_review lists them). See docs/security/identifiers.md.',
  );
  return rows.length;
}

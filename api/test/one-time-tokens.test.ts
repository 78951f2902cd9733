import type { Db } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createPgDatabase } from '../src/db/pg-database';
import { createPgliteDatabase } from '../src/db/pglite-database';
import { migrationsDir } from '../src/paths';
import { createOneTimeTokensRepository, hashOneTimeToken } from '../src/repositories/one-time-tokens-repository';
import { createRegistrationRequestsRepository } from '../src/repositories/registration-requests-repository';
import { databases, type PreparedDatabase } from './helpers/databases';

describe.each(databases)('one-time tokens and registration requests ($name)', (database) => {
  let prepared: PreparedDatabase;
  let db: Db;
  let userId: number;

  beforeAll(async () => {
    prepared = await database.prepare();
    db = prepared.env.DATABASE_URL ? await createPgDatabase(prepared.env.DATABASE_URL) : await createPgliteDatabase('memory://');
    await runMigrations(db, migrationsDir());
    const { rows } = await db.query<{ user_id: number }>("INSERT INTO users (login) VALUES ('token@portal.test') RETURNING user_id");
    userId = rows[0]!.user_id;
  });
  afterAll(async () => {
    await db?.close();
    await prepared?.cleanup();
  });

  it('stores only the hash of a random token of at least 128 bits', async () => {
    const tokens = createOneTimeTokensRepository(db);
    const raw = await tokens.issue('invite', { userId, ttlSeconds: 60 });
    expect(Buffer.from(raw, 'base64url').length).toBeGreaterThanOrEqual(16);
    const { rows } = await db.query<{ token_hash: string }>('SELECT token_hash FROM one_time_tokens');
    expect(rows.map((r) => r.token_hash)).toContain(hashOneTimeToken(raw));
    expect(JSON.stringify(rows)).not.toContain(raw);
  });

  it('works once: of two uses only the first gets the token', async () => {
    const tokens = createOneTimeTokensRepository(db);
    const raw = await tokens.issue('password_reset', { userId, ttlSeconds: 60, data: { a: 1 } });
    expect(await tokens.peek('password_reset', raw)).toMatchObject({ user_id: userId, data: { a: 1 } });
    const [first, second] = await Promise.all([tokens.consume('password_reset', raw), tokens.consume('password_reset', raw)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await tokens.peek('password_reset', raw)).toBeNull();
  });

  it('is refused when expired, unknown or of another kind', async () => {
    const tokens = createOneTimeTokensRepository(db);
    const expired = await tokens.issue('invite', { userId, ttlSeconds: -1 });
    expect(await tokens.peek('invite', expired)).toBeNull();
    expect(await tokens.consume('invite', expired)).toBeNull();
    expect(await tokens.peek('invite', 'no-such-token')).toBeNull();
    const invite = await tokens.issue('invite', { userId, ttlSeconds: 60 });
    expect(await tokens.peek('password_reset', invite)).toBeNull();
  });

  it('replaces a user’s earlier link of the same kind when asked, and revokes them all', async () => {
    const tokens = createOneTimeTokensRepository(db);
    const old = await tokens.issue('email_confirmation', { userId, ttlSeconds: 60 });
    const fresh = await tokens.issue('email_confirmation', { userId, ttlSeconds: 60, replaceEarlier: true });
    expect(await tokens.peek('email_confirmation', old)).toBeNull();
    expect(await tokens.hasLive(userId, 'email_confirmation')).toBe(true);
    await tokens.revokeForUser(userId);
    expect(await tokens.peek('email_confirmation', fresh)).toBeNull();
  });

  it('updates the data of a live token only', async () => {
    const tokens = createOneTimeTokensRepository(db);
    const raw = await tokens.issue('self_registration', { ttlSeconds: 60, data: { accounts: [] } });
    expect(await tokens.updateData('self_registration', raw, { accounts: ['100100'] })).toBe(true);
    expect(await tokens.peek('self_registration', raw)).toMatchObject({ user_id: null, data: { accounts: ['100100'] } });
    await tokens.consume('self_registration', raw);
    expect(await tokens.updateData('self_registration', raw, { accounts: [] })).toBe(false);
  });

  it('keeps one open registration request per address and lists only open ones', async () => {
    const requests = createRegistrationRequestsRepository(db);
    const request = { firstName: 'Ann', lastName: 'Lee', company: 'Lifts', email: 'Ann@Example.com', message: 'Hi' };
    const first = await requests.create(request);
    expect(first).toMatchObject({ firstName: 'Ann', completedAt: null });
    expect(await requests.create({ ...request, email: 'ann@example.COM' })).toBeNull();
    expect((await requests.listOpen()).map((r) => r.email)).toEqual(['Ann@Example.com']);
    expect(await requests.complete(first!.registrationRequestId, userId)).toBe(true);
    expect(await requests.complete(first!.registrationRequestId, userId)).toBe(false);
    expect(await requests.listOpen()).toEqual([]);
    expect((await requests.get(first!.registrationRequestId))?.completedAt).toBeInstanceOf(Date);
    expect(await requests.create(request)).not.toBeNull();
  });
});

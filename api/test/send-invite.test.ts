import { MESSAGES, USER_REFUSALS, type UserDetail } from 'shared/server';
import { databases } from './helpers/databases';
import { customerForm } from './helpers/user-form';
import { bearer, useApiTest, userId } from './helpers/test-app';

const form = customerForm;

/** docs/product/users-and-admin.md#invites: the invite can wait until the accounts are linked, and be sent again. */
describe.each(databases)('sending the invite later ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'soldto'] });
  const as = (who: string) => bearer(t.tokens[who]!);
  const invites = async (to: string) =>
    (await t.app.db.query<{ text_body: string }>("SELECT text_body FROM mail_outbox WHERE kind = 'invite' AND to_address = $1 ORDER BY id", [to])).rows;
  const linkIn = (text: string) => /\/register\/([^\s"<]+)/.exec(text)![1]!;
  const detail = async (id: number) => (await t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: as('admin') })).json<UserDetail>();
  const send = (who: string, id: number) => t.app.inject({ method: 'POST', url: `/api/users/${id}/invite`, headers: as(who), payload: {} });

  it('creates a user without mailing the invite, then mails it on Send invite, and a resend ends the first link', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload: { ...form('later@portal.test'), SendInvite: false } });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ UserId: number }>().UserId;
    expect(await invites('later@portal.test')).toEqual([]);
    expect(await detail(id)).toMatchObject({ InvitePending: false, HasPassword: false });

    const first = await send('admin', id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ Message: MESSAGES.inviteSent });
    const [mail] = await invites('later@portal.test');
    expect((await detail(id)).InvitePending).toBe(true);
    const firstLink = linkIn(mail!.text_body);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/invite/${firstLink}` })).statusCode).toBe(200);

    expect((await send('admin', id)).statusCode).toBe(200);
    const mails = await invites('later@portal.test');
    expect(mails).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/invite/${firstLink}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/invite/${linkIn(mails[1]!.text_body)}` })).statusCode).toBe(200);
    const audit = await t.app.db.query("SELECT detail FROM audit_log WHERE action = 'invite_sent' AND (detail->>'userId')::int = $1", [id]);
    expect(audit.rows).toHaveLength(2);
  });

  it('still mails the invite at once when SendInvite is left out', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: as('admin'), payload: form('atonce@portal.test') });
    expect(created.statusCode).toBe(200);
    expect(await invites('atonce@portal.test')).toHaveLength(1);
  });

  it('refuses a user who has a password (409), a customer (403) and an unknown user (404)', async () => {
    const soldto = await userId(t.app, 'soldto@portal.test');
    const refused = await send('admin', soldto);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(USER_REFUSALS.alreadyRegistered);
    expect((await send('soldto', soldto)).statusCode).toBe(403);
    expect((await send('admin', 987654)).statusCode).toBe(404);
  });
});

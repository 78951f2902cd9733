import type { FastifyInstance } from 'fastify';
import { REGISTRATION_REJECTION_MAIL_SUBJECT, REGISTRATION_REJECTION_TEXTS, USER_REFUSALS, type RegistrationRequestItem } from 'shared/server';
import { databases } from './helpers/databases';
import { bearer, useApiTest } from './helpers/test-app';

/** docs/product/users-and-admin.md#registration-requests-list: rejecting a request with a reason. */
describe.each(databases)('POST /api/register/{id}/reject ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'staff', 'soldto'] });
  let app: FastifyInstance;
  beforeAll(() => {
    app = t.app;
  });
  const reject = (who: string, id: number, payload: unknown) =>
    app.inject({ method: 'POST', url: `/api/register/${id}/reject`, headers: bearer(t.tokens[who]!), payload: payload as object });
  const open = async () => (await app.inject({ method: 'GET', url: '/api/register', headers: bearer(t.tokens.staff!) })).json<RegistrationRequestItem[]>();
  const newRequest = async (email: string) =>
    (await app.registrationRequests.create({ firstName: 'Rita', lastName: 'Rejected', company: 'Nope Inc', email, message: 'Let me in' }))!.registrationRequestId;
  const mailsTo = async (to: string) =>
    (await app.db.query<{ kind: string; subject: string; text_body: string }>('SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id', [to])).rows;

  it('closes the request, mails the requester the reason and drops it from the list', async () => {
    const id = await newRequest('rita@reject.test');
    const answer = await reject('staff', id, { Reason: 'We only serve building owners under contract.' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ rejected: true });
    expect((await open()).map((r) => r.registrationRequestId)).not.toContain(id);
    const mails = await mailsTo('rita@reject.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'registration_rejected', subject: REGISTRATION_REJECTION_MAIL_SUBJECT });
    expect(mails[0]!.text_body).toContain('Dear Rita');
    expect(mails[0]!.text_body).toContain('We only serve building owners under contract.');
    const row = await app.db.query<{ rejection_reason: string; rejected: boolean }>(
      'SELECT rejection_reason, rejected_at IS NOT NULL AS rejected FROM registration_requests WHERE registration_request_id = $1',
      [id],
    );
    expect(row.rows[0]).toEqual({ rejection_reason: 'We only serve building owners under contract.', rejected: true });
    // The address may ask again.
    expect(await newRequest('rita@reject.test')).toEqual(expect.any(Number));
  });

  it('needs a reason, and refuses a closed or unknown request', async () => {
    const id = await newRequest('rory@reject.test');
    const empty = await reject('admin', id, { Reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(REGISTRATION_REJECTION_TEXTS.reasonRequired);
    expect(await mailsTo('rory@reject.test')).toHaveLength(0);
    expect((await reject('admin', id, { Reason: 'No.' })).statusCode).toBe(200);
    const again = await reject('admin', id, { Reason: 'No again.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USER_REFUSALS.requestCompleted);
    expect(await mailsTo('rory@reject.test')).toHaveLength(1);
    expect((await reject('admin', 999_999, { Reason: 'No.' })).statusCode).toBe(404);
  });

  it('refuses a customer without CanManageRegistrationRequests, before anything is written', async () => {
    const id = await newRequest('ron@reject.test');
    const refused = await reject('soldto', id, { Reason: 'No.' });
    expect(refused.statusCode).toBe(403);
    expect((await open()).map((r) => r.registrationRequestId)).toContain(id);
    expect(await mailsTo('ron@reject.test')).toHaveLength(0);
  });
});

import type { FastifyInstance } from 'fastify';
import type { RegistrationRequestItem } from 'shared/server';
import { DEMO_REGISTRATION_REQUESTS, seedRegistrationRequests } from '../src/seed/registration-requests';
import { databases } from './helpers/databases';
import { bearer, useApiTest, userId } from './helpers/test-app';

describe.each(databases)('GET /api/register ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'staff', 'soldto'] });
  let app: FastifyInstance;
  const list = (who: string) => app.inject({ method: 'GET', url: '/api/register', headers: bearer(t.tokens[who]!) });
  beforeAll(() => {
    app = t.app;
  });

  it('lists the seeded open requests, oldest first, to CanManageRegistrationRequests', async () => {
    const response = await list('staff');
    expect(response.statusCode).toBe(200);
    const items = response.json<RegistrationRequestItem[]>();
    expect(items.map((r) => r.email)).toEqual(DEMO_REGISTRATION_REQUESTS.map((r) => r.email));
    expect(items[0]).toEqual({
      registrationRequestId: expect.any(Number),
      firstName: 'Dana',
      lastName: 'Whitfield',
      company: 'Harborview Tower Management',
      email: 'dana.whitfield@harborview.test',
      message: DEMO_REGISTRATION_REQUESTS[0]!.message,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('refuses a customer and an anonymous caller', async () => {
    const refused = await list('soldto');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You need the CanManageRegistrationRequests permission for this.');
    expect((await app.inject({ method: 'GET', url: '/api/register' })).statusCode).toBe(401);
  });

  it('drops a completed request from the list, and the seed does not bring it back', async () => {
    const [first] = (await list('admin')).json<RegistrationRequestItem[]>();
    expect(await app.registrationRequests.complete(first!.registrationRequestId, await userId(app, 'admin@portal.test'))).toBe(true);
    const after = (await list('admin')).json<RegistrationRequestItem[]>();
    expect(after.map((r) => r.registrationRequestId)).not.toContain(first!.registrationRequestId);
    expect(after).toHaveLength(DEMO_REGISTRATION_REQUESTS.length - 1);
    expect(await seedRegistrationRequests(app)).toBe(0);
    expect((await list('admin')).json()).toHaveLength(DEMO_REGISTRATION_REQUESTS.length - 1);
  });
});

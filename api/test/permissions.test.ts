import Fastify, { type FastifyInstance } from 'fastify';
import { ROLE_PERMISSIONS, type Permission, type UserStatus } from 'shared/server';
import { authOf, requireActive } from '../src/plugins/app/auth';
import { errorHandlerPlugin } from '../src/plugins/app/error-handler';
import type { UserRow } from '../src/repositories/users-repository';
import { assertMayMaintainCards } from '../src/services/payment-methods/method-access';

/** A bare app whose "authentication" takes the user from test headers. */
async function appWith(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const permissions = String(request.headers['x-permissions'] ?? '').split(',').filter(Boolean) as Permission[];
    const status = (request.headers['x-status'] ?? 'active') as UserStatus;
    const user = { user_id: 1, permissions, status } as UserRow;
    request.auth = { sessionId: 's', user, hasSecondFactor: false, impersonatingUserId: null, impersonated: null, acting: { caller: user, user, impersonating: false } };
  });
  // A permission as the routes check it: requireActive first, then the service's check of the permission.
  app.get('/cards', { preHandler: requireActive }, async (request) => {
    assertMayMaintainCards(authOf(request).user, '01', false);
    return { ok: true };
  });
  app.get('/data', { preHandler: requireActive }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('permissions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith();
  });
  afterAll(() => app.close());

  it('lets a user with the permission through', async () => {
    const response = await app.inject({ url: '/cards', headers: { 'x-permissions': ROLE_PERMISSIONS.admin.join(',') } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a user without it with 403 forbidden', async () => {
    const response = await app.inject({ url: '/cards', headers: { 'x-permissions': ROLE_PERMISSIONS.internal.join(',') } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', reason: 'forbidden' });
  });

  it('refuses a user who has not confirmed the e-mail address yet', async () => {
    const headers = { 'x-permissions': 'CanManagePaymentMethods', 'x-status': 'waiting-confirmation' };
    expect((await app.inject({ url: '/cards', headers })).json().reason).toBe('waiting_confirmation');
    expect((await app.inject({ url: '/data', headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/data' })).statusCode).toBe(200);
  });
});

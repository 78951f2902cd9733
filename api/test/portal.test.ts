import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { APP_VERSION, MESSAGES } from 'shared/server';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { bearer, useApiTest } from './helpers/test-app';

describe.each(databases)('portal endpoints ($name)', (database) => {
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const t = useApiTest(database, {
    logins: ['soldto'],
    env: { IDLE_TIMEOUT_MINUTES: '0.5', REFRESH_INTERVAL_MINUTES: '0.1', THEME_HOSTS: 'brand2.localhost=2,pay.example.com=4' },
    build: { logger: { level: 'error', stream } },
  });
  let app: FastifyInstance;
  let erp: FakeErp;
  let token: string;
  beforeAll(() => {
    ({ app, erp } = t);
    token = t.tokens.soldto!;
  });
  afterEach(() => erp.setDown(false));

  describe('GET /api/config', () => {
    const config = (host: string) => app.inject({ method: 'GET', url: '/api/config', headers: { host } });

    it('is public and carries the texts and the session settings', async () => {
      const response = await config('localhost:8080');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.languages.en.messages).toMatchObject({
        authFailed: MESSAGES.authFailed,
        sessionTimeout: MESSAGES.sessionTimeout,
      });
      expect(body.config).toEqual({
        version: APP_VERSION,
        theme: 1,
        idleTimeoutMinutes: 0.5,
        refreshIntervalMinutes: 0.1,
        helpPdfUrl: '/help/portal-help.pdf',
        supportEmail: expect.stringContaining('@'),
        privacyPolicyUrl: expect.any(String),
        termsUrl: expect.any(String),
        loginUseBackgroundImage: true,
      });
    });

    it('chooses the theme by host, ignoring the port; unknown hosts get theme 1', async () => {
      expect((await config('brand2.localhost:8080')).json().config.theme).toBe(2);
      expect((await config('PAY.example.com')).json().config.theme).toBe(4);
      expect((await config('brand3.localhost')).json().config.theme).toBe(1);
      expect((await config('unknown.test:443')).json().config.theme).toBe(1);
    });
  });

  describe('GET /api/erp-status', () => {
    it('passes the ERP status through', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/erp-status', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        statusCode: 200,
        statusMessage: 'OK',
        data: { status: { message_type: 'S', message_line_string: 'Fake ERP is up' } },
      });
    });

    it('answers 200 with statusCode 503 and message type E when the ERP is unreachable', async () => {
      erp.setDown(true);
      const response = await app.inject({ method: 'GET', url: '/api/erp-status', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 503, statusMessage: 'ERP unreachable', data: { status: { message_type: 'E' } } });
      expect(body.data.status.message_line_string).toMatch(/\/status/);
    });

    it('requires a token', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/erp-status' })).statusCode).toBe(401);
    });
  });

  describe('health', () => {
    it('reports the process alive', async () => {
      const response = await app.inject({ method: 'GET', url: '/health/live' });
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('reports ready with the database, and the ERP as information only', async () => {
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toEqual({
        status: 'ok',
        database: 'ok',
        erp: 'ok',
      });
      erp.setDown(true);
      const down = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(down.statusCode).toBe(200);
      expect(down.json()).toEqual({ status: 'ok', database: 'ok', erp: 'unreachable' });
    });
  });

  describe('errors', () => {
    it('hides the details of a 5xx behind System Error and a uniqueId that is logged', async () => {
      const spy = jest
        .spyOn(app.usersRepository, 'findByLogin')
        .mockRejectedValueOnce(new Error('connection to db-7.internal refused'));
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/login',
        payload: { login: 'soldto@portal.test', password: 'x' },
      });
      spy.mockRestore();
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'System Error',
        uniqueId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(response.body).not.toContain('db-7');
      const logged = logLines.find((line) => line.includes(body.uniqueId));
      expect(logged).toContain('db-7.internal');
    });

    it('keeps the message of a 4xx', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refreshToken: 5 } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    });

    it('answers unknown API routes with a 404 error body', async () => {
      const get = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('/api/nothing-here') });
      expect((await app.inject({ method: 'POST', url: '/api/nothing-here' })).statusCode).toBe(404);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"login":',
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('sends the security headers on every answer', async () => {
    for (const url of ['/api/config', '/health/live', '/api/nothing', '/remotes.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:8090");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['permissions-policy'])).toContain('camera=()');
      expect(String(response.headers['permissions-policy'])).toContain('payment=()');
    }
  });

  it('answers every /api call with Cache-Control: no-store, login and errors included', async () => {
    const answers = [
      await app.inject({ method: 'POST', url: '/api/token/login', payload: { login: 'soldto@portal.test', password: 'Demo-pass-2026' } }),
      await app.inject({ method: 'POST', url: '/api/token/login', payload: { login: 'soldto@portal.test', password: 'wrong' } }),
      await app.inject({ method: 'POST', url: '/api/token/login', payload: '{"login":', headers: { 'content-type': 'application/json' } }),
      await app.inject({ method: 'GET', url: '/api/config' }),
      await app.inject({ method: 'GET', url: '/api/login-status' }),
      await app.inject({ method: 'POST', url: '/api/token/getuseraccounts', payload: {} }),
      await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' }),
      await app.inject({ method: 'GET', url: '/api/pdf/unknown-link' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 400, 200, 200, 401, 404, 404]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});

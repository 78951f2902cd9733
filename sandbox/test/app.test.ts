import { loadConfig } from '../src/config';
import { buildTestSandbox } from './helpers';

describe('sandbox app', () => {
  const { app } = buildTestSandbox({ smtpPort: 2626 });
  afterAll(() => app.close());

  it('GET /health', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ ok: true });
  });

  it('GET / describes the services and links /mail', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('href="/mail"');
    expect(res.body).toContain('2626');
    expect(res.body).toContain('4111 1111 1111 1111');
  });

  it('answers unknown routes with 404 and status E', async () => {
    const res = await app.inject({ method: 'GET', url: '/erp/nothing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /erp/nothing not found',
      status: { message_type: 'E', message_line_string: 'Route GET /erp/nothing not found' },
    });
  });

  it('answers malformed JSON with 400 and status E', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/erp/customer/lookup',
      headers: { 'content-type': 'application/json' },
      payload: '{"customer_numbers": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: { message_type: 'E' } });
  });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8090,
      smtpPort: 2525,
      publicUrl: 'http://localhost:8090',
      tokenizerAllowedOrigins: ['http://localhost:8080'],
      logLevel: 'info',
      paymentDelayMs: 0,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      SANDBOX_PORT: '9000',
      SANDBOX_SMTP_PORT: '2600',
      SANDBOX_PUBLIC_URL: 'https://sandbox.example/',
      TOKENIZER_ALLOWED_ORIGINS: 'https://portal.example/, http://localhost:3000',
      LOG_LEVEL: 'warn',
      SANDBOX_PAYMENT_DELAY_MS: '250',
    });
    expect(config).toEqual({
      host: '0.0.0.0',
      port: 9000,
      smtpPort: 2600,
      publicUrl: 'https://sandbox.example',
      tokenizerAllowedOrigins: ['https://portal.example', 'http://localhost:3000'],
      logLevel: 'warn',
      paymentDelayMs: 250,
    });
    expect(() => loadConfig({ SANDBOX_PORT: 'eighty' })).toThrow(/SANDBOX_PORT/);
    expect(() => loadConfig({ SANDBOX_PAYMENT_DELAY_MS: 'slow' })).toThrow(/SANDBOX_PAYMENT_DELAY_MS/);
  });
});

import type { FastifyInstance } from 'fastify';
import { createPortalMetrics } from '../src/plugins/app/metrics';
import { DEFAULT_ATTEMPT_POLICIES } from '../src/security/attempt-limiter';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { CARD, COMPANY_1000, deposit, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { searchBody } from './helpers/search-body';
import { bearer, buildTestApp, useApiTest } from './helpers/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample of the text format, 0 when the series is not there yet. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

/**
 * GET /metrics (docs/operations/monitoring.md): only with the configured bearer token; the counters
 * move when a payment ends, the ERP fails, the throttle refuses a login, the browser reports a remote.
 */
describe.each(databases)('metrics ($name)', (database) => {
  const t = useApiTest(database, {
    logins: ['soldto'],
    env: { METRICS_TOKEN: TOKEN },
    build: {
      payments: { reconcileIntervalMs: 0 },
      attemptPolicies: { login: { ...DEFAULT_ATTEMPT_POLICIES.login, pair: { max: 2, windowSeconds: 900 } } },
    },
  });
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  beforeEach(() => {
    erp.reset();
    erp.setDown(false);
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });

  const scrape = async (): Promise<string> => {
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('is refused without its bearer token, and answers the text format with it', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: bearer('metrics-token-0123456789abcdeX') });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Bearer/);
    // A session's token is not the metrics token.
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(t.tokens.soldto!) })).statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toMatch(/^# TYPE portal_payments_total counter$/m);
    expect(ok.body).toMatch(/^# TYPE process_cpu_seconds_total counter$/m);
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/remotes/:remote/*', status: '404' };
    await app.inject({ method: 'GET', url: '/remotes/mfe-invoices/chunk-1.js?x=1' });
    await app.inject({ method: 'GET', url: '/remotes/mfe-payments/chunk-2.js' });
    const after = await scrape();
    expect(sampleOf(after, 'portal_http_requests_total', labels) - sampleOf(before, 'portal_http_requests_total', labels)).toBe(2);
    expect(after).not.toContain('chunk-1.js');
    const count = { method: 'GET', route: '/remotes/:remote/*' };
    expect(sampleOf(after, 'portal_http_request_duration_seconds_count', count)).toBeGreaterThanOrEqual(2);
    expect(sampleOf(after, 'portal_http_request_duration_seconds_bucket', { ...count, le: '+Inf' })).toBe(
      sampleOf(after, 'portal_http_request_duration_seconds_count', count),
    );
  });

  it('counts payments and deposits by outcome: charged, declined', async () => {
    const api = payWith(app, t.tokens);
    const before = await scrape();
    expect((await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]))).statusCode).toBe(200);
    const declined = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], { ...CARD, payment_card_token: DECLINED_TOKEN }));
    // A declined card is answered 200 with the ERP's E lines and nothing paid.
    expect(declined.json()).toMatchObject({ payed: [] });
    expect((await api.deposit('soldto', deposit('100100', '1000'))).statusCode).toBe(200);
    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      sampleOf(after, 'portal_payments_total', labels) - sampleOf(before, 'portal_payments_total', labels);
    expect(moved({ kind: 'payment', outcome: 'charged' })).toBe(1);
    expect(moved({ kind: 'payment', outcome: 'declined' })).toBe(1);
    expect(moved({ kind: 'deposit', outcome: 'charged' })).toBe(1);
    const paid = { endpoint: '/invoice/payments', result: 'ok' };
    expect(sampleOf(after, 'portal_erp_requests_total', paid) - sampleOf(before, 'portal_erp_requests_total', paid)).toBe(2);
  });

  it('counts a payment whose outcome is unknown, and its reconciliation', async () => {
    const api = payWith(app, t.tokens);
    const before = await scrape();
    erp.failPayments = true;
    const cut = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]));
    expect(cut.json()).toMatchObject({ reason: 'payment_outcome_unknown' });
    const open = await scrape();
    expect(sampleOf(open, 'portal_payment_attempts_open', { state: 'unknown' })).toBeGreaterThanOrEqual(1);
    expect(sampleOf(open, 'portal_jobs_backlog', { job: 'payment_reconciliation' })).toBeGreaterThanOrEqual(1);
    erp.failPayments = false;
    await app.paymentLedger.reconcile();
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) => sampleOf(after, name, labels) - sampleOf(before, name, labels);
    expect(moved('portal_payments_total', { kind: 'payment', outcome: 'unknown' })).toBe(1);
    expect(moved('portal_payments_reconciled_total', { kind: 'payment', charged: 'false' })).toBe(1);
    expect(sampleOf(after, 'portal_payment_attempts_open', { state: 'unknown' })).toBe(0);
  });

  it('counts an ERP that cannot be reached as unavailable, with its latency', async () => {
    const labels = { endpoint: '/invoice/search', result: 'unavailable' };
    const before = await scrape();
    erp.setDown(true);
    expect((await t.post('soldto', '/api/Invoice', searchBody('100100', '1000'))).statusCode).toBe(502);
    erp.setDown(false);
    const after = await scrape();
    expect(sampleOf(after, 'portal_erp_requests_total', labels) - sampleOf(before, 'portal_erp_requests_total', labels)).toBe(1);
    expect(sampleOf(after, 'portal_erp_request_duration_seconds_count', { endpoint: '/invoice/search' })).toBeGreaterThanOrEqual(1);
  });

  it('asks the ERP at each scrape whether it answers, so an idle portal sees it down', async () => {
    expect(sampleOf(await scrape(), 'portal_erp_up')).toBe(1);
    erp.setDown(true);
    const down = await scrape();
    erp.setDown(false);
    expect(sampleOf(down, 'portal_erp_up')).toBe(0);
    expect(sampleOf(down, 'portal_erp_requests_total', { endpoint: '/status', result: 'unavailable' })).toBeGreaterThanOrEqual(1);
  });

  it('counts logins refused by the throttle', async () => {
    const before = sampleOf(await scrape(), 'portal_throttled_attempts_total', { scope: 'login' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/token/login',
        payload: { login: 'soldto@portal.test', password: `wrong-${i}` },
        remoteAddress: '198.51.100.99',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
    expect(sampleOf(await scrape(), 'portal_throttled_attempts_total', { scope: 'login' }) - before).toBe(2);
  });

  it('reads the mail outbox backlog from the database when scraped', async () => {
    const pending = async () =>
      (await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'")).rows[0]!.n;
    await app.mailOutboxRepository.enqueue({ kind: 'receipt', to: 'someone@example.test', bcc: '', subject: 'S', text: 'T' });
    const text = await scrape();
    expect(await pending()).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, 'portal_mail_outbox_backlog', { status: 'pending' })).toBe(await pending());
  });

  it('counts remote failures per remote and release; names from browsers are bounded', async () => {
    app.metrics.recordRemoteFailure('integrity', 'mfe_payments', '1.4.0-abc');
    app.metrics.recordRemoteFailure('integrity', 'mfe_payments', '1.4.0-abc');
    app.metrics.recordRemoteFailure('load', 'mfe_invoices', '<script>"x"');
    app.metrics.recordTamperAlert('header');
    app.metrics.recordCanaryRollback('mfe_admin');
    const text = await scrape();
    expect(sampleOf(text, 'portal_remote_failures_total', { kind: 'integrity', remote: 'mfe_payments', release: '1.4.0-abc' })).toBe(2);
    expect(sampleOf(text, 'portal_remote_failures_total', { kind: 'load', remote: 'mfe_invoices', release: 'invalid' })).toBe(1);
    expect(sampleOf(text, 'portal_tamper_alerts_total', { kind: 'header' })).toBe(1);
    expect(sampleOf(text, 'portal_tamper_alerts_total', { kind: 'file' })).toBe(0);
    expect(text).toMatch(/^portal_tamper_alerts_total\{kind="file"\} 0$/m);
    expect(sampleOf(text, 'portal_canary_rollbacks_total', { remote: 'mfe_admin' })).toBe(1);
  });
});

describe('metrics of several API servers', () => {
  it('keeps a registry per server: what one counts, the other does not show', async () => {
    const one = createPortalMetrics();
    const two = createPortalMetrics();
    one.paymentFinished('payment', 'charged');
    expect(sampleOf(await one.registry.metrics(), 'portal_payments_total', { kind: 'payment', outcome: 'charged' })).toBe(1);
    expect(sampleOf(await two.registry.metrics(), 'portal_payments_total', { kind: 'payment', outcome: 'charged' })).toBe(0);
  });
});

describe('metrics without a configured token', () => {
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(async () => {
    const { startFakeErp } = await import('./helpers/fake-erp');
    erp = await startFakeErp();
    app = await buildTestApp(await databases[0]!.prepare(), erp.url);
  });
  afterAll(async () => {
    await app?.close();
    await erp?.close();
  });

  it('answers 404 to everyone, whatever token is sent', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });
});

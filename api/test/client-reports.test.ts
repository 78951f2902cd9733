import type { ClientReportList } from 'shared/server';
import { databases } from './helpers/databases';
import { bearer, useApiTest } from './helpers/test-app';

const HOUR = 60 * 60 * 1000;
const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

describe.each(databases)('browser reports ($name)', (database) => {
  let clock = Date.parse('2026-11-26T10:15:00.000Z');
  const t = useApiTest(database, {
    logins: ['admin', 'soldto'],
    env: { METRICS_TOKEN },
    build: { clientReports: { limits: { perClient: 5, total: 8, windowMs: 60_000 }, now: () => new Date(clock) } },
  });
  const report = (reports: object[], ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/api/client-reports', remoteAddress: ip, payload: { reports } });
  const list = async (who = 'admin') => t.app.inject({ method: 'GET', url: '/api/system/client-reports', headers: bearer(t.tokens[who]!) });

  it('counts what the shell reports per kind, remote and release, and lists it for /system', async () => {
    const failure = { kind: 'remote-load-failure', remote: 'mfe_payments', release: '1.0.1-0badc0de' };
    expect((await report([failure, failure])).statusCode).toBe(204);
    clock += HOUR; // another hour's row, summed in the list
    expect((await report([failure, { kind: 'integrity-refusal', remote: 'mfe_payments', release: '1.0.1-0badc0de' }])).statusCode).toBe(204);
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<ClientReportList>();
    expect(body.days).toBe(7);
    expect(body.lines.map(({ kind, remote, release, count }) => ({ kind, remote, release, count }))).toEqual(
      expect.arrayContaining([
        { kind: 'remote-load-failure', remote: 'mfe_payments', release: '1.0.1-0badc0de', count: 3 },
        { kind: 'integrity-refusal', remote: 'mfe_payments', release: '1.0.1-0badc0de', count: 1 },
      ]),
    );
    // The same counts reach /metrics, per kind, remote and release (docs/operations/monitoring.md).
    const metrics = (await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(METRICS_TOKEN) })).body;
    expect(metrics).toMatch(/portal_remote_failures_total\{[^}]*kind="load"[^}]*remote="mfe_payments"[^}]*release="1\.0\.1-0badc0de"[^}]*\} 3/);
    expect(metrics).toMatch(/portal_remote_failures_total\{[^}]*kind="integrity"[^}]*\} 1/);
    const failures = body.lines.find((line) => line.kind === 'remote-load-failure')!;
    expect(failures.firstAt).toBe('2026-11-26T10:15:00.000Z');
    expect(failures.lastAt).toBe('2026-11-26T11:15:00.000Z');
  });

  it('refuses free text, unknown kinds and more than 20 reports at once, before counting anything', async () => {
    for (const reports of [
      [{ kind: 'remote-load-failure', remote: 'mfe payments <script>', release: '1' }],
      [{ kind: 'page-view', remote: 'mfe_payments', release: '1' }],
      [{ kind: 'render-error', remote: 'mfe_payments', release: '1', user: 'soldto@portal.test' }],
      Array.from({ length: 21 }, () => ({ kind: 'render-error', remote: 'mfe_payments', release: '1' })),
    ]) {
      expect((await report(reports, '203.0.113.99')).statusCode).toBe(400);
    }
    const lines = (await list()).json<ClientReportList>().lines;
    expect(lines.some((line) => line.kind === 'render-error')).toBe(false);
  });

  it('takes a bounded number of reports per address and in all, per minute', async () => {
    clock += 10 * 60_000; // a new window
    const one = [{ kind: 'render-error', remote: 'mfe_invoices', release: '1.0.0-12345678' }];
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await report(one, '198.51.100.1')).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429]);
    // The total: 5 taken above, 3 more from another address, then the server is full for this minute.
    const others = [];
    for (let i = 0; i < 4; i += 1) others.push((await report(one, '198.51.100.2')).statusCode);
    expect(others).toEqual([204, 204, 204, 429]);
    clock += 60_000;
    expect((await report(one, '198.51.100.1')).statusCode).toBe(204);
    const line = (await list()).json<ClientReportList>().lines.find((l) => l.kind === 'render-error');
    expect(line?.count).toBe(9);
  });

  it('keeps a CSP violation as its directive and the blocked address without query or fragment', async () => {
    clock += 10 * 60_000;
    const violation = {
      'csp-report': {
        'document-uri': 'https://portal.example/invoices/pay?token=secret',
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/skim.js?card=4111111111111111#x',
        'original-policy': "default-src 'self'",
      },
    };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(violation),
    });
    expect(response.statusCode).toBe(204);
    const inline = { 'csp-report': { 'violated-directive': "script-src 'self'", 'blocked-uri': 'inline' } };
    expect((await t.app.inject({ method: 'POST', url: '/api/csp-reports', payload: inline })).statusCode).toBe(204);
    const lines = (await list()).json<ClientReportList>().lines.filter((line) => line.kind === 'csp-violation');
    expect(lines.map((line) => line.detail).sort()).toEqual(['script-src inline', 'script-src-elem https://evil.example/skim.js']);
    expect(JSON.stringify(lines)).not.toContain('4111');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('lists the reports only to those who may edit the system configuration', async () => {
    expect((await list('soldto')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/client-reports' })).statusCode).toBe(401);
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type ClientReportList, type LatestTamperCheck, type SystemStatusResponse } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { SystemPage } from './system-page';

const status = (over: Partial<SystemStatusResponse> = {}): SystemStatusResponse => ({
  checkedAt: '2026-03-01T10:00:00.000Z',
  shell: { version: '1.0.9', release: '1.0.9-cafecafe', liveSince: '2026-03-01T09:00:00.000Z' },
  remotes: [
    { remote: 'mfe-payments', name: 'mfe_payments', release: '1.0.1-0badc0de', url: '/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json', liveSince: '2026-03-01T09:04:00.000Z', forced: true },
    { remote: 'mfe-admin', name: 'mfe_admin', release: null, url: null, liveSince: null, forced: false },
  ],
  api: {
    version: '1.0.0',
    instances: [
      { id: 'a', version: '1.0.0', host: 'api-1', port: 8081, pid: 4100, startedAt: '2026-03-01T08:00:00.000Z', seenAt: '2026-03-01T10:00:00.000Z', self: true },
      { id: 'b', version: '1.0.0', host: 'api-2', port: 8082, pid: 4242, startedAt: '2026-03-01T08:00:00.000Z', seenAt: '2026-03-01T10:00:00.000Z', self: false },
    ],
  },
  erp: { connected: true, message: 'ERP is up' },
  ...over,
});

const NO_REPORTS: ClientReportList = { days: 7, lines: [] };
const NOT_CHECKED: LatestTamperCheck = { intervalMinutes: 60, check: null };

/**
 * GET /api/system/status answers each call with the next of `answers` (the last one repeats);
 * GET /api/system/client-reports answers `reports`.
 */
function serverAnswers(answers: (SystemStatusResponse | number)[], reports: ClientReportList = NO_REPORTS, tamper: LatestTamperCheck = NOT_CHECKED) {
  const calls: string[] = [];
  fakeApi((_body, config) => {
    if (config.url === '/system/client-reports') {
      calls.push(config.url);
      return { status: 200, data: reports };
    }
    // The job queue's section has tests of its own (job-queue-section.test.tsx).
    // The tamper check and the script inventory: tested below and in script-inventory-section.test.tsx.
    if (config.url === '/system/tamper-check') return { status: 200, data: tamper };
    if (config.url === '/system/scripts') return { status: 200, data: { released: false, pages: [] } };
    if (config.url === '/system/jobs') return { status: 200, data: { counts: [], schedules: [], failed: [], timeZone: 'UTC' } };
    if (config.url !== '/system/status') return { status: 404 };
    calls.push(config.url);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return typeof answer === 'number' ? { status: answer, data: { message: 'Internal Server Error' } } : { status: 200, data: answer };
  });
  return calls;
}


describe('/system, the operators\' page', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('shows the shell, each remote\'s live release, the API instances and the ERP', async () => {
    serverAnswers([status()]);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByTestId('shell-version')).toHaveTextContent('Version 1.0.9 (release 1.0.9-cafecafe');
    const payments = screen.getByTestId('remote-mfe-payments');
    expect(within(payments).getByText('1.0.1-0badc0de')).toBeInTheDocument();
    expect(within(payments).getByText('forced')).toBeInTheDocument();
    expect(within(screen.getByTestId('remote-mfe-admin')).getByText('not deployed')).toBeInTheDocument();
    expect(screen.getByTestId('api-summary')).toHaveTextContent('Version 1.0.0, 2 instances answer');
    expect(screen.getByRole('table', { name: 'API server instances' })).toHaveTextContent('api-2');
    // Host, port and pid tell two servers on one machine apart.
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(expect.arrayContaining([expect.stringMatching(/api-2.*8082.*4242/)]));
    expect(screen.getByTestId('erp-status')).toHaveTextContent('Connected: ERP is up');
  });

  it('checks again on request, and offers Retry when the status cannot be loaded', async () => {
    const calls = serverAnswers([500, status({ erp: { connected: false, message: 'connect ECONNREFUSED' } })]);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<SystemPage />, '/system');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('erp-status')).toHaveTextContent('Error: connect ECONNREFUSED');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    // The status three times (the failed load, Retry, Check again), the browser reports twice.
    await waitFor(() => expect(calls.filter((url) => url === '/system/status')).toHaveLength(3));
    await waitFor(() => expect(calls.filter((url) => url === '/system/client-reports')).toHaveLength(2));
  });

  it('shows what browsers reported, refused or blocked scripts in red, and says so when nothing was reported', async () => {
    serverAnswers([status()], {
      days: 7,
      lines: [
        { kind: 'integrity-refusal', remote: 'mfe_payments', release: '1.0.1-0badc0de', detail: '', count: 2, firstAt: '2026-03-01T09:00:00.000Z', lastAt: '2026-03-01T09:30:00.000Z' },
        { kind: 'csp-violation', remote: '', release: '', detail: 'script-src-elem https://evil.example/skim.js', count: 1, firstAt: '2026-03-01T09:10:00.000Z', lastAt: '2026-03-01T09:10:00.000Z' },
        { kind: 'remote-load-failure', remote: 'mfe_admin', release: 'unreleased', detail: '', count: 5, firstAt: '2026-03-01T08:00:00.000Z', lastAt: '2026-03-01T08:05:00.000Z' },
      ],
    });
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByTestId('client-reports-alarm')).toHaveTextContent('3 reports of refused or blocked scripts in the last 7 days.');
    const table = screen.getByRole('table', { name: 'Browser reports of the last 7 days' });
    expect(within(table).getByText('Integrity refused')).toBeInTheDocument();
    expect(within(table).getByText('script-src-elem https://evil.example/skim.js')).toBeInTheDocument();
    expect(within(table).getByText('Remote did not load').closest('tr')).toHaveTextContent('mfe_adminunreleased—5');
    cleanup();

    serverAnswers([status()]);
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByTestId('client-reports-empty')).toHaveTextContent('No browser reported a problem in the last 7 days.');
  });

  it('shows the last tamper check, each difference in red with what was expected and found', async () => {
    serverAnswers([status()], NO_REPORTS, {
      intervalMinutes: 60,
      check: {
        checkedAt: '2026-03-01T09:00:00.000Z',
        startedBy: 'schedule',
        pages: 3,
        scripts: 41,
        findings: [{ kind: 'script-changed', page: '/invoices/pay', subject: '/main.js', expected: 'sha384-released', found: 'sha384-served' }],
      },
    });
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByTestId('tamper-alert')).toHaveTextContent('3 pages, 41 scripts: 1 difference from the inventory or the security headers. Runs every 60 minutes');
    const row = within(screen.getByRole('table', { name: 'Tamper check differences' })).getByText('/main.js').closest('tr');
    expect(row).toHaveTextContent('script-changed/invoices/pay/main.jssha384-releasedsha384-served');
    cleanup();

    serverAnswers([status()]);
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByTestId('tamper-none')).toHaveTextContent('Not run yet. Runs every 60 minutes and on npm run verify-live.');
  });

  it('asks nothing of the API server for a user without CanEditSystemConfig', async () => {
    const calls = serverAnswers([status()]);
    signIn({ role: 'admin', permissions: ['CanViewUsers'] });
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByText('Only users who may edit the system configuration can see this page.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type SystemStatusResponse } from 'shared';
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
      { id: 'a', version: '1.0.0', host: 'api-1', startedAt: '2026-03-01T08:00:00.000Z', seenAt: '2026-03-01T10:00:00.000Z', self: true },
      { id: 'b', version: '1.0.0', host: 'api-2', startedAt: '2026-03-01T08:00:00.000Z', seenAt: '2026-03-01T10:00:00.000Z', self: false },
    ],
  },
  erp: { connected: true, message: 'ERP is up' },
  ...over,
});

/** GET /api/system/status answers each call with the next of `answers` (the last one repeats). */
function serverAnswers(...answers: (SystemStatusResponse | number)[]) {
  const calls: string[] = [];
  fakeApi((_body, config) => {
    // The job queue's section has tests of its own (job-queue-section.test.tsx).
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
    serverAnswers(status());
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByTestId('shell-version')).toHaveTextContent('Version 1.0.9 (release 1.0.9-cafecafe');
    const payments = screen.getByTestId('remote-mfe-payments');
    expect(within(payments).getByText('1.0.1-0badc0de')).toBeInTheDocument();
    expect(within(payments).getByText('forced')).toBeInTheDocument();
    expect(within(screen.getByTestId('remote-mfe-admin')).getByText('not deployed')).toBeInTheDocument();
    expect(screen.getByTestId('api-summary')).toHaveTextContent('Version 1.0.0, 2 instances answer');
    expect(screen.getByRole('table', { name: 'API server instances' })).toHaveTextContent('api-2');
    expect(screen.getByTestId('erp-status')).toHaveTextContent('Connected: ERP is up');
  });

  it('checks again on request, and offers Retry when the status cannot be loaded', async () => {
    const calls = serverAnswers(500, status({ erp: { connected: false, message: 'connect ECONNREFUSED' } }));
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<SystemPage />, '/system');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('erp-status')).toHaveTextContent('Error: connect ECONNREFUSED');
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it('asks nothing of the API server for a user without CanEditSystemConfig', async () => {
    const calls = serverAnswers(status());
    signIn({ role: 'admin', permissions: ['CanViewUsers'] });
    renderAt(<SystemPage />, '/system');
    expect(await screen.findByText('Only users who may edit the system configuration can see this page.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

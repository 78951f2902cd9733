import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type JobQueueOverview } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { JobQueueSection } from './job-queue-section';

const overview = (over: Partial<JobQueueOverview> = {}): JobQueueOverview => ({
  counts: [
    { name: 'card-expiry-reminders', state: 'failed', count: 1 },
    { name: 'mail-outbox', state: 'running', count: 1 },
    { name: 'scheduled-payment', state: 'waiting', count: 3 },
  ],
  schedules: [
    { name: 'card-expiry-reminders', spec: '@daily 06:00', nextRunAt: '2026-03-03T12:00:00.000Z', lastRunAt: '2026-03-02T12:00:00.000Z' },
    { name: 'mail-outbox', spec: '@every 5s', nextRunAt: '2026-03-02T13:00:05.000Z', lastRunAt: null },
  ],
  failed: [{ id: 41, name: 'card-expiry-reminders', attempts: 5, lastError: '1 account(s) could not be read from the ERP', finishedAt: '2026-03-02T13:00:00.000Z' }],
  timeZone: 'America/Chicago',
  ...over,
});

describe('/system: the job queue', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('shows jobs waiting, running and failed, each schedule\'s next run, and retries a failed job', async () => {
    let answer = overview();
    const api = fakeApi({
      'GET /system/jobs': () => ({ status: 200, data: answer }),
      'POST /system/jobs/41/retry': () => {
        answer = overview({ failed: [], counts: [{ name: 'card-expiry-reminders', state: 'waiting', count: 1 }] });
        return { status: 200, data: { retried: true } };
      },
    });
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<JobQueueSection />, '/system');
    expect(await screen.findByTestId('jobs-summary')).toHaveTextContent('3 waiting, 1 running, 1 failed');
    expect(screen.getByText('Schedules (time zone America/Chicago)')).toBeInTheDocument();
    const daily = screen.getByTestId('schedule-card-expiry-reminders');
    expect(daily).toHaveTextContent('@daily 06:00');
    expect(daily).toHaveTextContent(new Date('2026-03-03T12:00:00.000Z').toLocaleString());
    const failed = screen.getByTestId('failed-job-41');
    expect(failed).toHaveTextContent('1 account(s) could not be read from the ERP');

    await userEvent.click(within(failed).getByRole('button', { name: 'Retry card-expiry-reminders #41' }));
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();
    expect(screen.getByTestId('jobs-summary')).toHaveTextContent('1 waiting, 0 running, 0 failed');
    expect(api.seen.map((r) => `${r.method} ${r.url}`)).toContain('POST /system/jobs/41/retry');
  });

  it('offers Retry when the queue cannot be loaded', async () => {
    let calls = 0;
    fakeApi({ 'GET /system/jobs': () => (++calls === 1 ? { status: 500, data: { message: 'Internal Server Error' } } : { status: 200, data: overview({ failed: [] }) }) });
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<JobQueueSection />, '/system');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No job has failed.')).toBeInTheDocument();
  });
});

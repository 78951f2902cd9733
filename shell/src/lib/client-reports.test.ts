import { releaseOf, reportClientEvent, reportRenderError } from './client-reports';
import { entries } from './federation/register-remotes';

describe('releaseOf', () => {
  it('reads the release from where `npm run release` puts a remote', () => {
    expect(releaseOf('/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json')).toBe('1.0.1-0badc0de');
    expect(releaseOf('https://cdn.example/remotes/mfe-payments/1.0.2-cafe/mf-manifest.json?v=2')).toBe('1.0.2-cafe');
    // The page names the remote of its address by its entry, beside the manifest.
    expect(releaseOf('/remotes/mfe-payments/1.0.1-0badc0de/remoteEntry.js')).toBe('1.0.1-0badc0de');
  });

  it('names a remote served without a release "unreleased", and never passes other text on', () => {
    expect(releaseOf('/remotes/mfe-payments/mf-manifest.json')).toBe('unreleased');
    expect(releaseOf('/remotes/mfe-payments/remoteEntry.js')).toBe('unreleased');
    expect(releaseOf('http://localhost:3002/mf-manifest.json')).toBe('unreleased');
    expect(releaseOf(undefined)).toBe('unreleased');
    expect(releaseOf('/remotes/mfe-payments/a b<script>/mf-manifest.json')).toBe('unreleased');
  });
});

describe('reportClientEvent', () => {
  const posts = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/api/client-reports');
  beforeEach(() => {
    // As /remotes.json listed them when the shell started (register-remotes.ts).
    Object.assign(entries, {
      mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
      mfe_payments: '/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json',
    });
    global.fetch = jest.fn().mockResolvedValue({ ok: true });
  });

  it('sends the kind, the remote and the release it was loaded from, and nothing else', async () => {
    await reportClientEvent('integrity-refusal', 'mfe_payments');
    await reportClientEvent('remote-load-failure', 'mfe_admin');
    expect(posts().map(([, init]) => JSON.parse((init as RequestInit).body as string))).toEqual([
      { reports: [{ kind: 'integrity-refusal', remote: 'mfe_payments', release: '1.0.1-0badc0de' }] },
      { reports: [{ kind: 'remote-load-failure', remote: 'mfe_admin', release: 'unreleased' }] },
    ]);
  });

  it('sends a render error once however often its fallback renders', async () => {
    const error = new Error('render failure');
    await reportRenderError('mfe_payments', error);
    await reportRenderError('mfe_payments', error);
    await reportRenderError('mfe_payments', new Error('another'));
    expect(posts()).toHaveLength(2);
  });

  it('loses a report quietly when the server cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(reportClientEvent('render-error', 'mfe_admin')).resolves.toBeUndefined();
  });
});

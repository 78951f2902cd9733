import { releaseOf, reportAreaFailure } from './client-reports';
import { entries } from './federation/register-remotes';

describe('releaseOf', () => {
  it('reads the release from where `npm run release` puts a remote', () => {
    expect(releaseOf('/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json')).toBe('1.0.1-0badc0de');
    expect(releaseOf('https://cdn.example/remotes/mfe-payments/1.0.2-cafe/mf-manifest.json?v=2')).toBe('1.0.2-cafe');
  });

  it('names a remote served without a release "unreleased", and never passes other text on', () => {
    expect(releaseOf('/remotes/mfe-payments/mf-manifest.json')).toBe('unreleased');
    expect(releaseOf('http://localhost:3002/mf-manifest.json')).toBe('unreleased');
    expect(releaseOf(undefined)).toBe('unreleased');
    expect(releaseOf('/remotes/mfe-payments/a b<script>/mf-manifest.json')).toBe('unreleased');
  });
});

describe('reportAreaFailure', () => {
  const posts = () => (global.fetch as jest.Mock).mock.calls.filter(([url]) => url === '/api/client-reports');
  beforeEach(() => {
    // As /remotes.json listed them when the shell started (register-remotes.ts).
    Object.assign(entries, {
      mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
      mfe_payments: '/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json',
      mfe_invoices: '/remotes/mfe-invoices/1.0.0-12345678/mf-manifest.json',
    });
    global.fetch = jest.fn().mockResolvedValue({ ok: true });
  });

  it('tells a load error, an integrity refusal and a render error apart, naming the release the remote was loaded from', async () => {
    await reportAreaFailure('mfe_admin', new Error('mfe_admin is unavailable: manifest 404'));
    await reportAreaFailure('mfe_payments', new Error('mfe_payments is unavailable: integrity mismatch for remoteEntry.js'));
    await reportAreaFailure('mfe_invoices');
    expect(posts().map(([, init]) => JSON.parse((init as RequestInit).body as string))).toEqual([
      { reports: [{ kind: 'remote-load-failure', remote: 'mfe_admin', release: 'unreleased' }] },
      { reports: [{ kind: 'integrity-refusal', remote: 'mfe_payments', release: '1.0.1-0badc0de' }] },
      { reports: [{ kind: 'render-error', remote: 'mfe_invoices', release: '1.0.0-12345678' }] },
    ]);
  });

  it('loses a report quietly when the server cannot be reached', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(reportAreaFailure('mfe_admin', new Error('down'))).resolves.toBeUndefined();
  });
});

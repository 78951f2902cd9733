import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRoot, now, releases, remoteBuild, scratchDir, sharedList, useScratch } from './release-fixtures';

useScratch();

describe('the compatibility check', () => {
  it('refuses a remote that requires a version the live shell does not provide, naming both', () => {
    const root = deployRoot();
    const dist = remoteBuild('new-react', sharedList({ react: ['20.0.0', '^20.0.0'] }));
    expect(() => releases.release({ root, remote: 'mfe-payments', dist, version: '1.1.0', now })).toThrow(
      /react: the remote requires \^20\.0\.0, the live shell provides 19\.3\.1/,
    );
    // Nothing was written.
    expect(existsSync(path.join(root, 'remotes.json'))).toBe(false);
    expect(existsSync(path.join(root, 'remotes'))).toBe(false);
  });

  it('names the facades of React Router and MUI, and a platform package the shell lacks', () => {
    const root = deployRoot(sharedList().filter((s) => s.name !== 'zustand'));
    const dist = remoteBuild('x', sharedList({ 'shared/router': ['2.0.0', '^2.0.0'], 'shared/ui/base': ['2.0.0', '^2.0.0'] }));
    let message = '';
    try {
      releases.release({ root, remote: 'mfe-payments', dist, version: '1.1.0', now });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('shared/router (React Router): the remote requires ^2.0.0, the live shell provides 1.0.0');
    expect(message).toContain('shared/ui/base (MUI): the remote requires ^2.0.0, the live shell provides 1.0.0');
    expect(message).toContain('zustand: the remote requires ^5.0.8, the live shell provides none');
  });

  it('lets --force past the check and records that in the history', () => {
    const root = deployRoot();
    const dist = remoteBuild('new-react', sharedList({ react: ['20.0.0', '^20.0.0'] }));
    const result = releases.release({ root, remote: 'mfe-payments', dist, version: '1.1.0', force: true, now });
    expect(result.mismatches.map((m: { name: string }) => m.name)).toEqual(['react']);
    expect(releases.readHistory(root).at(-1)).toMatchObject({
      forced: true,
      mismatches: ['react: the remote requires ^20.0.0, the live shell provides 19.3.1'],
    });
    expect(releases.describe(root).find((r: { remote: string }) => r.remote === 'mfe-payments').forced).toBe(true);
  });

  it('checks a rollback too: an old release that no longer fits the shell is refused', () => {
    const root = deployRoot();
    const old = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('old', sharedList({ shared: ['0.9.0', '^0.9.0'] })), version: '0.9.0', force: true, now });
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('new'), version: '1.0.0', now });
    expect(() => releases.rollback({ root, remote: 'mfe-payments', now })).toThrow(/shared: the remote requires \^0\.9\.0, the live shell provides 1\.0\.0/);
    expect(releases.rollback({ root, remote: 'mfe-payments', force: true, now }).release).toBe(old.release);
  });

  it('refuses to release before a shell is live, since there is nothing to check against', () => {
    const root = path.join(scratchDir(), 'empty');
    expect(() => releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0' })).toThrow(/No live shell/);
  });

  it('installs a shell only when every live remote fits it', () => {
    const root = deployRoot();
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const shellBuild = mkdtempSync(path.join(scratchDir(), 'shell-'));
    writeFileSync(path.join(shellBuild, 'index.html'), '<!doctype html><title>new</title>');
    writeFileSync(path.join(shellBuild, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: sharedList({ react: ['18.3.1', '^18.3.1'] }) }));
    expect(() => releases.installShell(root, shellBuild)).toThrow(/mfe-payments 1\.0\.0-[0-9a-f]{8}: react: the remote requires \^19\.2\.0, the live shell provides 18\.3\.1/);
    expect(readFileSync(path.join(root, 'shell', 'index.html'), 'utf8')).toBe('<!doctype html>');
    writeFileSync(path.join(shellBuild, 'mf-manifest.json'), JSON.stringify({ name: 'shell', metaData: { buildInfo: { buildVersion: '1.1.0' } }, shared: sharedList() }));
    expect(releases.installShell(root, shellBuild)).toMatchObject({ changed: true, release: expect.stringMatching(/^1\.1\.0-[0-9a-f]{8}$/) });
    expect(readFileSync(path.join(root, 'shell', 'index.html'), 'utf8')).toContain('new');
    // The same shell again: nothing changes, nothing is recorded.
    const history = releases.readHistory(root).length;
    expect(releases.installShell(root, shellBuild)).toMatchObject({ changed: false });
    expect(releases.readHistory(root)).toHaveLength(history);
  });
});

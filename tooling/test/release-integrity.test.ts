import { createHash } from 'node:crypto';
import { userInfo } from 'node:os';
import { chmodSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deployRoot, now, pinned, releases, remoteBuild, useScratch } from './release-fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const integrity = require('../release-integrity') as typeof import('../release-integrity');

useScratch();

const sri384 = (bytes: Buffer | string) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
const record = (folder: string) =>
  JSON.parse(readFileSync(path.join(folder, 'integrity.json'), 'utf8')) as { algorithm: string; recordedAt: string; files: Record<string, string> };

describe('the SHA-384 of every file a release serves', () => {
  it('writes integrity.json beside the files: every file but source maps, as browsers check it', () => {
    const root = deployRoot();
    const { release } = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const folder = path.join(root, 'remotes', 'mfe-payments', release);
    const written = record(folder);
    expect(written.algorithm).toBe('sha384');
    expect(Object.keys(written.files)).toEqual(['521.a1b2c3d4.js', 'assets/logo.svg', 'mf-manifest.json', 'remoteEntry.js']);
    for (const [file, value] of Object.entries(written.files)) expect(value).toBe(sri384(readFileSync(path.join(folder, file))));
    // Known bytes, known value (openssl dgst -sha384 -binary | base64): what a browser checks integrity="..." against.
    expect(integrity.integrityOf('alert(1)')).toBe('sha384-HT2E9NfWiuQ/w1PRai+hTyqW16NIoCGA/m8VQDUopfAtcz6YQjtsMmQd5uRbVDpW');
    // Read-only like the files it records; not part of the content the release is named by.
    expect(statSync(path.join(folder, 'integrity.json')).mode & 0o222).toBe(0);
    expect(releases.releaseName('1.0.0', folder)).toBe(release);
  });

  it('pins the manifest and the entry in remotes.json by the URLs the shell asks for', () => {
    const root = deployRoot();
    const { release } = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const folder = path.join(root, 'remotes', 'mfe-payments', release);
    const base = `/remotes/mfe-payments/${release}/`;
    expect(pinned(root).mfe_payments).toEqual({
      entry: `${base}mf-manifest.json`,
      integrity: {
        [`${base}mf-manifest.json`]: sri384(readFileSync(path.join(folder, 'mf-manifest.json'))),
        [`${base}remoteEntry.js`]: sri384(readFileSync(path.join(folder, 'remoteEntry.js'))),
      },
    });
  });

  it("pins the exposed modules' first chunks too: the federation runtime preloads them itself", () => {
    const root = deployRoot();
    const dist = remoteBuild('one');
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_payments', shared: [], exposes: [{ name: 'routes', assets: { js: { sync: ['521.a1b2c3d4.js'], async: [] } } }] }));
    const { release } = releases.release({ root, remote: 'mfe-payments', dist, version: '1.0.0', now });
    const base = `/remotes/mfe-payments/${release}/`;
    expect(Object.keys(pinned(root).mfe_payments!.integrity)).toEqual([`${base}mf-manifest.json`, `${base}remoteEntry.js`, `${base}521.a1b2c3d4.js`]);
    expect(pinned(root).mfe_payments!.integrity[`${base}521.a1b2c3d4.js`]).toBe(sri384(readFileSync(path.join(root, base, '521.a1b2c3d4.js'))));
  });

  it('finds the entry where the manifest names it', () => {
    expect(integrity.entryFileOf({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } })).toBe('remoteEntry.js');
    expect(integrity.entryFileOf({ metaData: { remoteEntry: { name: 'entry.js', path: 'static' } } })).toBe('static/entry.js');
    expect(integrity.entryFileOf({})).toBe('remoteEntry.js');
    expect(integrity.entryUrl('/remotes/a/1/mf-manifest.json')).toBe('/remotes/a/1/mf-manifest.json');
    expect(integrity.entryUrl({ entry: '/remotes/a/1/mf-manifest.json', integrity: {} })).toBe('/remotes/a/1/mf-manifest.json');
  });

  it('records a release from before records existed when it is first needed, from its bytes then', () => {
    const root = deployRoot();
    const one = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.1', now });
    const folder = path.join(root, 'remotes', 'mfe-payments', one.release);
    chmodSync(path.join(folder, 'integrity.json'), 0o644);
    rmSync(path.join(folder, 'integrity.json'));
    releases.rollback({ root, remote: 'mfe-payments', now });
    expect(record(folder).files['remoteEntry.js']).toBe(sri384(readFileSync(path.join(folder, 'remoteEntry.js'))));
    expect(pinned(root).mfe_payments!.integrity[`/remotes/mfe-payments/${one.release}/remoteEntry.js`]).toBe(
      record(folder).files['remoteEntry.js'],
    );
  });

  it('records the live shell\'s files too', () => {
    const root = deployRoot();
    const dist = remoteBuild('shell');
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [] }));
    releases.installShell(root, dist, { force: true, by: 'ops' });
    const files = record(path.join(root, 'shell')).files;
    expect(files['remoteEntry.js']).toBe(sri384(readFileSync(path.join(dist, 'remoteEntry.js'))));
    expect(releases.readHistory(root).at(-1)).toMatchObject({ remote: 'shell', action: 'install', by: 'ops', reason: null });
  });
});

describe('who released and why', () => {
  it('writes --by and --reason of a release and a rollback into the history; by defaults to the OS user', () => {
    const root = deployRoot();
    const one = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now, by: 'alice', reason: 'CHG-1042 new card form' });
    const two = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.1', now });
    releases.rollback({ root, remote: 'mfe-payments', now, by: 'bob', reason: 'declines spiked after 1.0.1' });
    const history = releases.readHistory(root);
    expect(history.map((e: { release: string; by: string; reason: string | null }) => [e.release, e.by, e.reason])).toEqual([
      [one.release, 'alice', 'CHG-1042 new card form'],
      [two.release, releases.defaultActor(), null],
      [one.release, 'bob', 'declines spiked after 1.0.1'],
    ]);
    expect(releases.defaultActor()).toBe(userInfo().username);
    expect(releases.describe(root).find((r: { remote: string }) => r.remote === 'mfe-payments')).toMatchObject({
      live: one.release,
      liveBy: 'bob',
      liveReason: 'declines spiked after 1.0.1',
      pinned: true,
    });
  });
});

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checksums, deployRoot, now, pinned, pointer, releases, remoteBuild, scratchDir, useScratch } from './release-fixtures';

useScratch();

describe('the release layout', () => {
  it('copies a build into remotes/<folder>/<version>-<hash>/ and points remotes.json at it', () => {
    const root = deployRoot();
    const result = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    expect(result.release).toMatch(/^1\.0\.0-[0-9a-f]{8}$/);
    const folder = path.join(root, 'remotes', 'mfe-payments', result.release);
    expect(readdirSync(folder).sort()).toEqual(['521.a1b2c3d4.js', 'assets', 'integrity.json', 'mf-manifest.json', 'remoteEntry.js']);
    // Source maps never become part of a release; the files are read-only.
    expect(existsSync(path.join(folder, '521.a1b2c3d4.js.map'))).toBe(false);
    expect(statSync(path.join(folder, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(pointer(root)).toEqual({ mfe_payments: `/remotes/mfe-payments/${result.release}/mf-manifest.json` });
    expect(releases.readHistory(root)).toEqual([
      {
        remote: 'mfe-payments',
        release: result.release,
        from: null,
        action: 'release',
        at: expect.any(String),
        by: releases.defaultActor(),
        reason: null,
        integrity: pinned(root).mfe_payments!.integrity,
      },
    ]);
  });

  it('names a release by its content: the same build the same name, another build another', () => {
    const a = remoteBuild('one');
    const b = remoteBuild('one');
    const c = remoteBuild('two');
    expect(releases.releaseName('1.0.0', a)).toBe(releases.releaseName('1.0.0', b));
    expect(releases.releaseName('1.0.0', a)).not.toBe(releases.releaseName('1.0.0', c));
    expect(releases.releaseName('1.0.1', a)).not.toBe(releases.releaseName('1.0.0', a));
  });

  it('changes nothing when the unchanged build is released again', () => {
    const root = deployRoot();
    const dist = remoteBuild('one');
    releases.release({ root, remote: 'mfe-payments', dist, version: '1.0.0', now });
    const before = checksums(root);
    const again = releases.release({ root, remote: 'mfe-payments', dist, version: '1.0.0', now });
    expect(again.changed).toBe(false);
    expect(checksums(root)).toEqual(before);
  });

  it('never overwrites an existing release folder: going back to it only switches the pointer', () => {
    const root = deployRoot();
    const first = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.0', now });
    const folder = path.join(root, 'remotes', 'mfe-payments', first.release);
    const before = checksums(folder);
    const modified = statSync(path.join(folder, 'remoteEntry.js')).mtimeMs;
    const back = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    expect(back).toMatchObject({ changed: true, created: false, release: first.release });
    expect(checksums(folder)).toEqual(before);
    expect(statSync(path.join(folder, 'remoteEntry.js')).mtimeMs).toBe(modified);
  });

  it('refuses a folder without a build and an unknown remote', () => {
    const root = deployRoot();
    expect(() => releases.release({ root, remote: 'mfe-payments', dist: scratchDir(), version: '1.0.0' })).toThrow(/no build of mfe-payments/);
    expect(() => releases.release({ root, remote: 'mfe-nothing', dist: remoteBuild('x'), version: '1.0.0' })).toThrow(
      /Unknown remote "mfe-nothing"/,
    );
  });

  it('refuses a second release while one holds the root, and clears a lock its killed owner left', () => {
    const root = deployRoot();
    writeFileSync(path.join(root, '.lock'), String(process.pid));
    expect(() => releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0' })).toThrow(
      /Another release or rollback/,
    );
    writeFileSync(path.join(root, '.lock'), '2147483646');
    expect(releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now }).changed).toBe(true);
    expect(existsSync(path.join(root, '.lock'))).toBe(false);
  });
});

describe('the pointer switch', () => {
  it('leaves the old pointer whole and valid when the write is interrupted before the rename', () => {
    const root = deployRoot();
    const first = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const before = readFileSync(path.join(root, 'remotes.json'), 'utf8');
    let temporary = '';
    expect(() =>
      releases.release({
        root,
        remote: 'mfe-payments',
        dist: remoteBuild('two'),
        version: '1.0.0',
        now,
        hooks: {
          beforeRename: (file: string) => {
            temporary = file;
            // The new content is complete on disk at this point, only not yet under the pointer's name.
            expect(JSON.parse(readFileSync(file, 'utf8')).mfe_payments.entry).not.toContain(first.release);
            throw new Error('killed');
          },
        },
      }),
    ).toThrow('killed');
    expect(readFileSync(path.join(root, 'remotes.json'), 'utf8')).toBe(before);
    expect(pointer(root).mfe_payments).toContain(first.release);
    expect(existsSync(temporary)).toBe(false);
    // Nothing recorded for a switch that did not happen, and the root is free again.
    expect(releases.readHistory(root)).toHaveLength(1);
    expect(existsSync(path.join(root, '.lock'))).toBe(false);
  });

  it('writes atomically: a reader sees the old or the new file, never a part', () => {
    const file = path.join(scratchDir(), 'remotes.json');
    writeFileSync(file, '{"a":"old"}');
    releases.writeFileAtomic(file, '{"a":"new"}', {
      beforeRename: () => expect(readFileSync(file, 'utf8')).toBe('{"a":"old"}'),
    });
    expect(readFileSync(file, 'utf8')).toBe('{"a":"new"}');
    expect(readdirSync(scratchDir()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('keeps the other remotes\' entries and files byte for byte', () => {
    const root = deployRoot();
    releases.release({ root, remote: 'mfe-invoices', dist: remoteBuild('invoices'), version: '2.0.0', now });
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const invoicesBefore = checksums(path.join(root, 'remotes', 'mfe-invoices'));
    const entry = pinned(root).mfe_invoices;
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.0', now });
    releases.rollback({ root, remote: 'mfe-payments', now });
    expect(pinned(root).mfe_invoices).toEqual(entry);
    expect(checksums(path.join(root, 'remotes', 'mfe-invoices'))).toEqual(invoicesBefore);
  });
});

describe('rollback and the history', () => {
  it('goes back one release at a time and refuses when there is no earlier one', () => {
    const root = deployRoot();
    const one = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const two = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.1', now });
    const three = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('three'), version: '1.0.2', now });
    expect(releases.rollback({ root, remote: 'mfe-payments', now })).toMatchObject({ release: two.release, from: three.release });
    expect(releases.rollback({ root, remote: 'mfe-payments', now })).toMatchObject({ release: one.release, from: two.release });
    expect(() => releases.rollback({ root, remote: 'mfe-payments', now })).toThrow(/no release earlier than 1\.0\.0-/);
    expect(pointer(root).mfe_payments).toContain(one.release);
  });

  it('rolls back to a named release, and refuses one that does not exist or is already live', () => {
    const root = deployRoot();
    const one = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const two = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.1', now });
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('three'), version: '1.0.2', now });
    expect(releases.rollback({ root, remote: 'mfe-payments', to: one.release, now }).release).toBe(one.release);
    expect(() => releases.rollback({ root, remote: 'mfe-payments', to: '9.9.9-deadbeef', now })).toThrow(/has no release "9\.9\.9-deadbeef"/);
    expect(() => releases.rollback({ root, remote: 'mfe-payments', to: one.release, now })).toThrow(/is already live/);
    expect(releases.rollback({ root, remote: 'mfe-payments', to: two.release, now }).release).toBe(two.release);
  });

  it('refuses a rollback of a remote that was never released', () => {
    expect(() => releases.rollback({ root: deployRoot(), remote: 'mfe-admin', now })).toThrow(/mfe-admin has no release earlier than its live one/);
  });

  it('records every switch, and lists live and earlier releases with when each went live', () => {
    const root = deployRoot();
    const one = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('one'), version: '1.0.0', now });
    const two = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('two'), version: '1.0.1', now });
    releases.rollback({ root, remote: 'mfe-payments', now });
    const history = releases.readHistory(root);
    expect(history.map((e: { action: string; release: string; from: string | null }) => [e.action, e.release, e.from])).toEqual([
      ['release', one.release, null],
      ['release', two.release, one.release],
      ['rollback', one.release, two.release],
    ]);
    const payments = releases.describe(root).find((r: { remote: string }) => r.remote === 'mfe-payments');
    expect(payments).toMatchObject({
      live: one.release,
      liveSince: history[2].at,
      earlier: [{ release: two.release, wentLive: history[1].at }],
      url: `/remotes/mfe-payments/${one.release}/mf-manifest.json`,
    });
    expect(payments.requires).toContainEqual({ name: 'react', requiredVersion: '^19.2.0' });
    expect(releases.describe(root).find((r: { remote: string }) => r.remote === 'mfe-admin')).toMatchObject({ live: null, earlier: [] });
  });
});


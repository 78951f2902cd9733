import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deployRoot, now, pinned, pointer, releases, remoteBuild, useScratch } from './release-fixtures';

useScratch();

const canaryFile = (root: string) => JSON.parse(readFileSync(path.join(root, 'canary.json'), 'utf8')) as Record<string, { release: string; percent: number; since: string; by: string; reason: string | null; pointer: { entry: string; integrity: Record<string, string> } }>;

/** A root with a stable release of mfe-payments and a canary of another build at `percent`. */
function withCanary(percent = 10) {
  const root = deployRoot();
  const stable = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('stable'), version: '1.0.0', now, by: 'ana', reason: 'first' });
  const stablePointer = pinned(root);
  const canary = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('canary'), version: '1.1.0', now, by: 'bo', reason: 'new receipt layout', canary: percent });
  return { root, stable: stable.release, canary: canary.release, stablePointer, result: canary };
}

describe('canary releases', () => {
  it('--canary writes the new release into canary.json with its share; the pointer keeps the stable release', () => {
    const { root, stable, canary, stablePointer, result } = withCanary(25);
    expect(result).toMatchObject({ changed: true, created: true, canary: 25, from: stable });
    expect(pinned(root)).toEqual(stablePointer);
    const file = canaryFile(root);
    expect(file.mfe_payments).toEqual({
      release: canary,
      percent: 25,
      since: expect.any(String),
      by: 'bo',
      reason: 'new receipt layout',
      pointer: { entry: `/remotes/mfe-payments/${canary}/mf-manifest.json`, integrity: expect.any(Object) },
    });
    // The canary's pointer is pinned like any other: its manifest and entry.
    expect(Object.keys(file.mfe_payments!.pointer.integrity).sort()).toEqual([
      `/remotes/mfe-payments/${canary}/mf-manifest.json`,
      `/remotes/mfe-payments/${canary}/remoteEntry.js`,
    ]);
    expect(releases.readHistory(root).at(-1)).toEqual({
      remote: 'mfe-payments',
      release: canary,
      from: stable,
      stable,
      action: 'canary',
      percent: 25,
      at: file.mfe_payments!.since,
      by: 'bo',
      reason: 'new receipt layout',
      integrity: file.mfe_payments!.pointer.integrity,
    });
    expect(releases.describe(root).find((r) => r.remote === 'mfe-payments')).toMatchObject({
      live: stable,
      canary: { release: canary, percent: 25 },
      earlier: [],
    });
  });

  it('refuses a share outside 1-99 and a canary without a stable release, changing nothing', () => {
    const root = deployRoot();
    expect(() => releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('a'), version: '1.0.0', now, canary: 5 })).toThrow(/no live release yet/);
    releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('a'), version: '1.0.0', now });
    for (const bad of [0, 100, 12.5, 'half']) {
      expect(() => releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('b'), version: '1.0.0', now, canary: bad as number })).toThrow(/whole percent from 1 to 99/);
    }
    expect(() => releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('a'), version: '1.0.0', now, canary: 10 })).toThrow(/already the release for everyone/);
    expect(existsSync(path.join(root, 'canary.json'))).toBe(false);
    expect(releases.readHistory(root)).toHaveLength(1);
  });

  it('promote makes the canary the release for everyone, pinned as it was, and ends it', () => {
    const { root, stable, canary } = withCanary();
    const canaryPointer = canaryFile(root).mfe_payments!.pointer;
    const result = releases.promote({ root, remote: 'mfe-payments', by: 'cy', reason: 'healthy for an hour', now });
    expect(result).toEqual({ remote: 'mfe-payments', release: canary, from: stable });
    expect(pinned(root).mfe_payments).toEqual(canaryPointer);
    expect(canaryFile(root)).toEqual({});
    expect(releases.readHistory(root).at(-1)).toMatchObject({ action: 'promote', release: canary, from: stable, by: 'cy', reason: 'healthy for an hour', percent: 10 });
    expect(() => releases.promote({ root, remote: 'mfe-payments', now })).toThrow(/no canary to promote/);
  });

  it('rollback ends a canary: the stable release for every browser, the pointer untouched', () => {
    const { root, stable, canary, stablePointer } = withCanary();
    const result = releases.rollback({ root, remote: 'mfe-payments', by: 'dee', reason: 'errors in checkout', now });
    expect(result).toMatchObject({ remote: 'mfe-payments', release: stable, from: canary, canaryEnded: true });
    expect(pinned(root)).toEqual(stablePointer);
    expect(canaryFile(root)).toEqual({});
    expect(releases.readHistory(root).at(-1)).toMatchObject({ action: 'rollback', release: stable, from: canary, canary, percent: 10, by: 'dee', reason: 'errors in checkout' });
    // Nothing earlier than the stable release: a second rollback has nothing to undo.
    expect(() => releases.rollback({ root, remote: 'mfe-payments', now })).toThrow(/no release earlier/);
  });

  it('a release for everyone ends a running canary; a second canary replaces the first', () => {
    const { root, canary } = withCanary();
    const second = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('second'), version: '1.2.0', now, canary: 50 });
    expect(canaryFile(root).mfe_payments).toMatchObject({ release: second.release, percent: 50 });
    expect(releases.readHistory(root).at(-1)).toMatchObject({ action: 'canary', release: second.release, replaced: canary });
    const full = releases.release({ root, remote: 'mfe-payments', dist: remoteBuild('third'), version: '1.3.0', now });
    expect(pointer(root).mfe_payments).toBe(`/remotes/mfe-payments/${full.release}/mf-manifest.json`);
    expect(canaryFile(root)).toEqual({});
  });
});

import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const releases = require('../releases') as typeof import('../releases');

/** A manifest's shared list as webpack writes it: name, the version it carries, the range it requires. */
export const PLATFORM = [
  ['react', '19.3.1', '^19.2.0'],
  ['react-dom', '19.3.1', '^19.2.0'],
  ['@emotion/react', '11.14.0', '^11.14.0'],
  ['@emotion/styled', '11.14.1', '^11.14.1'],
  ['zustand', '5.1.0', '^5.0.8'],
  ['shared', '1.0.0', '^1.0.0'],
  ['shared/router', '1.0.0', '^1.0.0'],
  ['shared/ui/base', '1.0.0', '^1.0.0'],
  ['shared/ui/more', '1.0.0', '^1.0.0'],
] as const;
export const sharedList = (overrides: Record<string, [string, string]> = {}) =>
  PLATFORM.map(([name, version, requiredVersion]) => {
    const [v, r] = overrides[name] ?? [version, requiredVersion];
    return { id: `x:${name}`, name, version: v, requiredVersion: r, singleton: true };
  });

let scratch = '';
/** A scratch folder per test, removed after it. */
export function useScratch(): void {
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'portal-releases-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));
}
export const scratchDir = (): string => scratch;

/** A build folder of a remote: its manifest, entry and one hashed chunk carrying `marker`. */
export function remoteBuild(marker: string, shared = sharedList()): string {
  const dist = mkdtempSync(path.join(scratch, 'dist-'));
  writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mfe_payments', shared }));
  writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_payments; // ${marker}`);
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(path.join(dist, '521.a1b2c3d4.js'), `console.log(${JSON.stringify(marker)})`);
  writeFileSync(path.join(dist, '521.a1b2c3d4.js.map'), '{"sources":["secret.ts"]}');
  return dist;
}

/** A deployment root with a live shell providing the platform packages. */
export function deployRoot(shared = sharedList()): string {
  const root = path.join(scratch, 'deploy');
  mkdirSync(path.join(root, 'shell'), { recursive: true });
  writeFileSync(path.join(root, 'shell', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared }));
  writeFileSync(path.join(root, 'shell', 'index.html'), '<!doctype html>');
  return root;
}

/** Every file under `dir` with the SHA-256 of its bytes. */
export function checksums(dir: string): Record<string, string> {
  const sums: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(name);
      else sums[name] = createHash('sha256').update(readFileSync(path.join(dir, name))).digest('hex');
    }
  };
  walk('');
  return sums;
}

export let clock = Date.parse('2026-03-01T10:00:00Z');
export const now = () => new Date((clock += 60_000));
/** remotes.json as written: each remote's manifest URL, pinned to the integrity of its manifest and entry. */
export type Pinned = { entry: string; integrity: Record<string, string> };
export const pinned = (root: string) => JSON.parse(readFileSync(path.join(root, 'remotes.json'), 'utf8')) as Record<string, Pinned>;
/** Each remote's manifest URL in remotes.json. */
export const pointer = (root: string) => Object.fromEntries(Object.entries(pinned(root)).map(([name, p]) => [name, p.entry]));


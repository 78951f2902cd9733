import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package folder, found by walking up from this file. The same code runs from
 * `src/` (tsx, jest) and bundled from `dist/server.js`, so a fixed relative path would be
 * right in one case only.
 */
export function apiRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'api') return dir;
      } catch {
        // an unreadable package.json is not ours; keep walking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start, '..');
    dir = parent;
  }
}

/** The monorepo root: the folder that holds `api/`, `shell/` and the remotes. */
export const repoRoot = (): string => path.dirname(apiRoot());

/**
 * Migrations ship beside the bundle (`dist/migrations`, copied by build.mjs) and live in
 * `api/migrations` in the source tree.
 */
export function migrationsDir(): string {
  const candidates = [path.join(__dirname, 'migrations'), path.join(apiRoot(), 'migrations')];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[candidates.length - 1]!;
}

/**
 * The portal's version, from the root package.json (the one a release is tagged with), which the
 * bundle finds the same way as the source; api/package.json's only where the API server runs
 * without the repository around it.
 */
export function apiVersion(root: string = repoRoot()): string {
  for (const manifest of [path.join(root, 'package.json'), path.join(apiRoot(), 'package.json')]) {
    try {
      const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
      if (version) return version;
    } catch {
      // not there or unreadable: the next one
    }
  }
  return '0.0.0';
}

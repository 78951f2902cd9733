import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { repoRoot } from './portal';

/** One script a page loaded: the app whose build served it and its gzip size. */
export interface LoadedScript {
  app: string;
  file: string;
  gzipBytes: number;
}

/**
 * The build file behind a script URL of the portal's origin: /remotes/<app>/<file> is that remote's
 * dist/, anything else the shell's (api/src/plugins/app/static-files.ts).
 */
function fileOf(url: URL): { app: string; file: string } {
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'remotes' && parts.length >= 3) return { app: parts[1]!, file: parts.slice(2).join('/') };
  return { app: 'shell', file: parts.join('/') };
}

/**
 * Records every script the page loads from the portal, sized as gzip of the built file: the same
 * bytes on every run, unlike transfer sizes, which carry headers (docs/architecture/testing.md).
 */
export function recordScripts(page: Page, origin: string): () => LoadedScript[] {
  const seen = new Map<string, LoadedScript>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.origin !== new URL(origin).origin || seen.has(url.pathname)) return;
    const { app, file } = fileOf(url);
    const built = path.join(repoRoot, app, 'dist', file);
    if (!existsSync(built)) throw new Error(`script ${url.pathname} has no built file ${built}`);
    seen.set(url.pathname, { app, file, gzipBytes: gzipSync(readFileSync(built), { level: 9 }).length });
  });
  return () => [...seen.values()];
}

/** Totals of the scripts, overall and per app. */
export function totals(scripts: LoadedScript[]) {
  const perApp: Record<string, { kib: number; files: number }> = {};
  for (const s of scripts) {
    const entry = (perApp[s.app] ??= { kib: 0, files: 0 });
    entry.kib += s.gzipBytes / 1024;
    entry.files += 1;
  }
  const kib = scripts.reduce((n, s) => n + s.gzipBytes, 0) / 1024;
  return { kib, files: scripts.length, perApp };
}

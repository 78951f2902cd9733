import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAYMENT_PAGE_PATHS, REMOTE_DEFINITIONS, type InventoriedScript, type RemotesManifest, type ScriptInventoryResponse } from 'shared/server';
import { manifestUrlOf } from '../../config';

/**
 * The inventory of the payment pages' scripts (PCI DSS 6.4.3, docs/security/script-integrity.md#the-inventory),
 * read from the release root as `npm run remotes -- --scripts` reads it (tooling/script-inventory.js):
 * per page, every JavaScript file of the live shell and of the live release of the remote that
 * owns the page, with the SHA-384 its release recorded, when it went live, by whom and why.
 */
export const PAYMENT_PAGES: readonly string[] = PAYMENT_PAGE_PATHS;

interface HistoryEvent {
  remote: string;
  release: string;
  at: string;
  by?: string;
  reason?: string | null;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** The remote whose longest prefix matches the page, as the shell picks it. */
function ownerOf(page: string) {
  let best: { remote: (typeof REMOTE_DEFINITIONS)[number]; length: number } | null = null;
  for (const remote of REMOTE_DEFINITIONS) {
    for (const prefix of remote.area.prefixes) {
      if ((page === prefix || page.startsWith(`${prefix}/`)) && prefix.length > (best?.length ?? -1)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote ?? null;
}

/**
 * A folder's JavaScript files with their SRI values: from its integrity.json, or, for a release
 * from before records existed, from its bytes now (read only: the release root is the commands').
 */
async function scriptHashes(dir: string): Promise<Record<string, string>> {
  const record = await readJson<{ files?: Record<string, string> }>(path.join(dir, 'integrity.json'));
  if (record?.files) return Object.fromEntries(Object.entries(record.files).filter(([file]) => file.endsWith('.js')));
  let names: string[];
  try {
    names = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js')).sort();
  } catch {
    return {};
  }
  const hashes: Record<string, string> = {};
  for (const file of names) hashes[file.split(path.sep).join('/')] = `sha384-${createHash('sha384').update(await readFile(path.join(dir, file))).digest('base64')}`;
  return hashes;
}

export async function scriptInventory(deployRoot: string | null, pointer: RemotesManifest): Promise<ScriptInventoryResponse> {
  if (!deployRoot) return { released: false, pages: PAYMENT_PAGES.map((page) => ({ page, remote: ownerOf(page)?.folder ?? null, scripts: [] })) };
  const events = (await readJson<{ events?: HistoryEvent[] }>(path.join(deployRoot, 'history.json')))?.events ?? [];
  const lastLive = (app: string, release?: string) => events.filter((e) => e.remote === app && (release === undefined || e.release === release)).at(-1);
  const scriptsOf = async (app: string, dir: string, base: string, event: HistoryEvent | undefined, release: string | null): Promise<InventoriedScript[]> =>
    Object.entries(await scriptHashes(dir)).map(([file, integrity]) => ({
      app,
      file: `${base}${file}`,
      release,
      integrity,
      liveSince: event?.at ?? null,
      by: event?.by ?? null,
      reason: event?.reason ?? null,
    }));
  const shellEvent = lastLive('shell');
  const shell = await scriptsOf('shell', path.join(deployRoot, 'shell'), '/', shellEvent, shellEvent?.release ?? null);
  const pages = [];
  for (const page of PAYMENT_PAGES) {
    const remote = ownerOf(page);
    const url = remote ? manifestUrlOf(pointer[remote.name]) : undefined;
    const release = remote && url ? (new RegExp(`^/remotes/${remote.folder}/([^/]+)/mf-manifest\\.json$`).exec(url)?.[1] ?? null) : null;
    const own =
      remote && release
        ? await scriptsOf(remote.folder, path.join(deployRoot, 'remotes', remote.folder, release), `/remotes/${remote.folder}/${release}/`, lastLive(remote.folder, release), release)
        : [];
    pages.push({ page, remote: remote?.folder ?? null, scripts: [...shell, ...own] });
  }
  return { released: true, pages };
}

/**
 * Every script a browser may have loaded from a release by the time it shows a payment page: the
 * live shell's and every live remote's (a page of the app loads the remotes it passed through), by
 * their URL path; null when builds are served, not releases (nothing is inventoried).
 */
export async function liveScriptPaths(deployRoot: string | null, pointer: RemotesManifest): Promise<Set<string> | null> {
  if (!deployRoot) return null;
  const paths = new Set(Object.keys(await scriptHashes(path.join(deployRoot, 'shell'))).map((file) => `/${file}`));
  for (const remote of REMOTE_DEFINITIONS) {
    const url = manifestUrlOf(pointer[remote.name]);
    const release = url ? new RegExp(`^/remotes/${remote.folder}/([^/]+)/mf-manifest\\.json$`).exec(url)?.[1] : undefined;
    if (!release) continue;
    const base = `/remotes/${remote.folder}/${release}/`;
    for (const file of Object.keys(await scriptHashes(path.join(deployRoot, 'remotes', remote.folder, release)))) paths.add(`${base}${file}`);
  }
  return paths;
}

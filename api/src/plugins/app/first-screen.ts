import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_ID, REMOTE_DEFINITIONS, type PageData, type RemotesManifest } from 'shared/server';
import { manifestUrlOf } from '../../config';

/**
 * The shell's index.html names what the first screen of the address needs, so the browser fetches
 * it together with the shell's entry instead of one round trip after another
 * (docs/architecture/phone-reload.md):
 * - the shell's chunks of that kind of page, from the build's first-screen.json
 *   (tooling/first-screen-plugin.js);
 * - for a page a remote owns, the remote named by /remotes.json now (a rollback is a change of that
 *   file only): its mf-manifest.json and, when this server serves the remote, its remoteEntry.js and
 *   the chunks of its exposed routes, read from that manifest.
 * Every pinned file (the shell's chunks, a pinned remote's manifest and entry) is preloaded with
 * the integrity the shell asks for it with: a preload is reused only by a request that asks for
 * the same integrity (docs/security/script-integrity.md).
 * The answers of `/api/config` and `/remotes.json` are written into the page (the static page,
 * which nginx sends when no API server answers, preloads them instead: shell/public/index.html).
 */

/** The kinds of page: /login, the other public pages (a public remote's, the error page), those behind login. */
export type PageKind = 'login' | 'public' | 'private';

/** The shell's build: the chunk files each kind of page starts with. */
type FirstScreenFiles = Partial<Record<PageKind, string[]>>;

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] } } }[];
  /** The SRI value of each of its scripts (tooling/chunk-integrity-plugin.js), by file. */
  integrity?: Record<string, string>;
}

export interface FirstScreenSource {
  shellDist: string;
  /** The folder a remote's files are served from, by its folder name. */
  remoteRoot: (folder: string) => string;
  remotesManifest: () => RemotesManifest;
}

const matches = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The remote whose prefix matches the most of the path (/invoices/pay is payments', not invoices'). */
function remoteOf(pathname: string): (typeof REMOTE_DEFINITIONS)[number] | null {
  let best: { remote: (typeof REMOTE_DEFINITIONS)[number]; length: number } | null = null;
  for (const remote of REMOTE_DEFINITIONS) {
    for (const prefix of remote.area.prefixes) {
      if (matches(pathname, prefix) && prefix.length > (best?.length ?? -1)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote ?? null;
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// The shell asks for a pinned entry with its integrity and without CORS (a release is served from
// this origin), so its preload asks the same way.
const integrityAttribute = (integrity: string | undefined) => (integrity ? ` integrity="${escapeAttribute(integrity)}"` : '');
const script = (href: string, integrity?: string) => `<link rel="preload" as="script"${integrityAttribute(integrity)} href="${escapeAttribute(href)}" />`;
// The federation runtime reads a manifest with fetch(), which sends no credentials across origins
// and asks in CORS mode: the preload must ask the same way to be reused.
const fetched = (href: string, integrity?: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous"${integrityAttribute(integrity)} href="${escapeAttribute(href)}" />`;

/**
 * A remote's first files, when its manifest is one this server serves (/remotes/<folder>/…), with
 * the integrity its loader asks them with: the routes' chunks with the manifest's
 * (tooling/chunk-integrity-plugin.js); the entry with the one /remotes.json pins, if any.
 */
async function remoteFiles(source: FirstScreenSource, manifestUrl: string, folder: string): Promise<{ href: string; integrity?: string }[]> {
  const local = `/remotes/${folder}/`;
  if (!manifestUrl.startsWith(local)) return [];
  const file = path.resolve(source.remoteRoot(folder), manifestUrl.slice(local.length));
  if (!file.startsWith(source.remoteRoot(folder) + path.sep)) return [];
  const manifest = await readJson<RemoteManifest>(file);
  if (!manifest) return [];
  // Chunks are found beside the manifest (publicPath 'auto', tooling/federation.js).
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const href = (f: string) => `${base}${f.replace(/^\/+/, '')}`;
  const files: { href: string; integrity?: string }[] = entry?.name ? [{ href: href(`${entry.path ?? ''}${entry.name}`) }] : [];
  for (const exposed of manifest.exposes ?? []) {
    if (exposed.name !== 'routes') continue;
    for (const f of exposed.assets?.js?.sync ?? []) files.push({ href: href(f), integrity: manifest.integrity?.[f.replace(/^\/+/, '')] });
  }
  return files;
}

/**
 * The SRI value of each of the shell's chunks by its URL, as the build wrote it into the shell's
 * pages for its chunk loader (tooling/chunk-integrity-plugin.js): a preload must ask with it too.
 */
export function shellPinsOf(html: string): Record<string, string> {
  const map = /<script type=application\/json id=sri>([^<]*)<\/script>/.exec(html)?.[1];
  if (!map) return {};
  try {
    return JSON.parse(map) as Record<string, string>;
  } catch {
    return {};
  }
}

/** The shell's early script (shell/src/lib/early-session), pinned like its chunks. */
const EARLY_SCRIPT = '/session-start.js';

/**
 * The links of one address, written into index.html before </head>; `shellPins` from shellPinsOf().
 * A page behind login starts with the shell's early script, which sends the session's calls as
 * soon as it arrives, while main.js and the rest are still on their way; high priority, or
 * Chromium holds it back behind the preloads. The build pins it, so a page names it only then.
 */
export async function firstScreenLinks(source: FirstScreenSource, pathname: string, shellPins: Record<string, string> = {}): Promise<string> {
  const shell = await readJson<FirstScreenFiles>(path.join(source.shellDist, 'first-screen.json'));
  const kind = pageKindOf(pathname);
  const early = kind === 'private' && shellPins[EARLY_SCRIPT];
  const links = early ? [`<script async fetchpriority="high" integrity="${escapeAttribute(early)}" src="${EARLY_SCRIPT}"></script>`] : [];
  links.push(...(shell?.[kind] ?? []).map((file) => script(`/${file}`, shellPins[`/${file}`])));
  const remote = remoteOf(pathname);
  const pointer = remote ? source.remotesManifest()[remote.name] : undefined;
  const manifestUrl = manifestUrlOf(pointer);
  if (remote && manifestUrl) {
    const pins = typeof pointer === 'object' ? pointer.integrity : {};
    links.push(fetched(manifestUrl, pins[manifestUrl]));
    links.push(...(await remoteFiles(source, manifestUrl, remote.folder)).map((f) => script(f.href, pins[f.href] ?? f.integrity)));
  }
  return links.join('\n    ');
}

/** /login and the public pages start without the frame behind login. */
export function pageKindOf(pathname: string): PageKind {
  const page = pathname.replace(/\/+$/, '');
  if (page === '/login') return 'login';
  return page === '/system-error' || remoteOf(page)?.area.public ? 'public' : 'private';
}

/** The page's preloads of what its data block answers (shell/public/index.html, minified or not). */
const ANSWERED_PRELOADS = /\s*<link rel="?preload"? as="?fetch"? crossorigin="?anonymous"? href="?\/(?:api\/config|remotes\.json)"?\s*\/?>/g;

/**
 * The data block of the page's own answers. Only `<` needs escaping: JSON in a data block is never
 * run, and `\u003c` keeps `</script>` or `<!--` in a value from ending the element.
 */
export const pageDataBlock = (data: PageData) =>
  `<script type=application/json id=${PAGE_DATA_ID}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with the first screen's links of `pathname` and, when given, the page's own answers
 * of /api/config and /remotes.json instead of their preloads.
 */
export async function shellIndexFor(source: FirstScreenSource, pathname: string, data: PageData | null = null): Promise<string> {
  let html = await readFile(path.join(source.shellDist, 'index.html'), 'utf8');
  const links = await firstScreenLinks(source, pathname, shellPinsOf(html));
  if (data && html.includes('</head>')) html = html.replace(ANSWERED_PRELOADS, '').replace('</head>', `  ${pageDataBlock(data)}\n  </head>`);
  return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
}

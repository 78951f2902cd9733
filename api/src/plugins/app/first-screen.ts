import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_DATA_ID, REMOTE_DEFINITIONS, type PageData, type RemotesManifest } from 'shared/server';
import { manifestUrlOf, matchesPin } from '../../config';

/**
 * The shell's index.html names what the first screen of the address needs, so the browser fetches
 * it together with the shell's entry instead of one round trip after another
 * (docs/architecture/phone-reload.md):
 * - the shell's chunks of that kind of page, from the build's first-screen.json
 *   (tooling/first-screen-plugin.js);
 * - for a page a remote owns, the remote named by /remotes.json now (a rollback is a change of that
 *   file only): its mf-manifest.json and, when this server serves the remote, its remoteEntry.js and
 *   the chunks of its exposed routes, read from that manifest. A page that carries the answer of
 *   /remotes.json names that remote by its entry there instead, and leaves out the manifest
 *   (withDirectEntry below).
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

/** The bytes of `file`, or null when it cannot be read. */
async function readBytes(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

function parseJson<T>(bytes: Buffer | null): T | null {
  try {
    return bytes && (JSON.parse(bytes.toString('utf8')) as T);
  } catch {
    return null;
  }
}

const readJson = async <T>(file: string): Promise<T | null> => parseJson<T>(await readBytes(file));

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// The shell asks for a pinned entry with its integrity and without CORS (a release is served from
// this origin), so its preload asks the same way.
const integrityAttribute = (integrity: string | undefined) => (integrity ? ` integrity="${escapeAttribute(integrity)}"` : '');
const script = (href: string, integrity?: string) => `<link rel="preload" as="script"${integrityAttribute(integrity)} href="${escapeAttribute(href)}" />`;
// The federation runtime reads a manifest with fetch(), which sends no credentials across origins
// and asks in CORS mode: the preload must ask the same way to be reused.
const fetched = (href: string, integrity?: string) =>
  `<link rel="preload" as="fetch" crossorigin="anonymous"${integrityAttribute(integrity)} href="${escapeAttribute(href)}" />`;

/** A remote's first files, and its entry when its manifest is the one released (below). */
interface RemoteFiles {
  /** The URL of its remoteEntry.js, beside its manifest, and the SRI value of each of its chunks by URL. */
  direct?: { entry: string; chunks: Record<string, string> };
  files: { href: string; integrity?: string }[];
}

/**
 * A remote's first files, when its manifest is one this server serves (/remotes/<folder>/…), with
 * the integrity its loader asks them with: the routes' chunks with the manifest's
 * (tooling/chunk-integrity-plugin.js); the entry with the one /remotes.json pins, if any. The
 * entry is given back only when the manifest matches its pin (or has none): a page that registers
 * the remote by its entry never asks for the manifest, so the browser would not refuse a tampered one.
 */
async function remoteFiles(source: FirstScreenSource, manifestUrl: string, folder: string, pin: string | undefined): Promise<RemoteFiles> {
  const local = `/remotes/${folder}/`;
  if (!manifestUrl.startsWith(local)) return { files: [] };
  const file = path.resolve(source.remoteRoot(folder), manifestUrl.slice(local.length));
  if (!file.startsWith(source.remoteRoot(folder) + path.sep)) return { files: [] };
  const bytes = await readBytes(file);
  const manifest = parseJson<RemoteManifest>(bytes);
  if (!bytes || !manifest) return { files: [] };
  // Chunks are found beside the manifest (publicPath 'auto', tooling/federation.js).
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const href = (f: string) => `${base}${f.replace(/^\/+/, '')}`;
  const entryHref = entry?.name ? href(`${entry.path ?? ''}${entry.name}`) : undefined;
  const files: { href: string; integrity?: string }[] = entryHref ? [{ href: entryHref }] : [];
  for (const exposed of manifest.exposes ?? []) {
    if (exposed.name !== 'routes') continue;
    for (const f of exposed.assets?.js?.sync ?? []) files.push({ href: href(f), integrity: manifest.integrity?.[f.replace(/^\/+/, '')] });
  }
  // Only an entry beside its manifest: a failed load's check looks for the manifest there (shell/src/lib/federation/integrity-check.ts).
  if (!entryHref || entry?.path || (pin && !matchesPin(bytes, pin))) return { files };
  const chunks = Object.fromEntries(Object.entries(manifest.integrity ?? {}).map(([f, integrity]) => [href(f), integrity]));
  return { direct: { entry: entryHref, chunks }, files };
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

/** The links of one address, and the remote its page may register by its entry (firstScreen()). */
interface FirstScreen {
  links: string;
  /** The remote of the address with its entry and chunks' SRI values, when the page may name it instead of its manifest. */
  direct?: NonNullable<RemoteFiles['direct']> & { remote: string };
}

/**
 * The links of one address, written into index.html before </head>; `shellPins` from shellPinsOf().
 * A page behind login starts with the shell's early script, which sends the session's calls as
 * soon as it arrives, while main.js and the rest are still on their way; high priority, or
 * Chromium holds it back behind the preloads. The build pins it, so a page names it only then.
 * `direct`: the page carries /remotes.json's answer, in which the address's remote may be named
 * by its entry: then the manifest is not preloaded, as the page will not ask for it.
 */
async function firstScreen(source: FirstScreenSource, pathname: string, shellPins: Record<string, string>, direct: boolean): Promise<FirstScreen> {
  const shell = await readJson<FirstScreenFiles>(path.join(source.shellDist, 'first-screen.json'));
  const kind = pageKindOf(pathname);
  const early = kind === 'private' && shellPins[EARLY_SCRIPT];
  const links = early ? [`<script async fetchpriority="high" integrity="${escapeAttribute(early)}" src="${EARLY_SCRIPT}"></script>`] : [];
  links.push(...(shell?.[kind] ?? []).map((file) => script(`/${file}`, shellPins[`/${file}`])));
  const remote = remoteOf(pathname);
  const pointer = remote ? source.remotesManifest()[remote.name] : undefined;
  const manifestUrl = manifestUrlOf(pointer);
  if (!remote || !manifestUrl) return { links: links.join('\n    ') };
  const pins = typeof pointer === 'object' ? pointer.integrity : {};
  const found = await remoteFiles(source, manifestUrl, remote.folder, pins[manifestUrl]);
  const named = direct && found.direct ? { remote: remote.name, ...found.direct } : undefined;
  if (!named) links.push(fetched(manifestUrl, pins[manifestUrl]));
  links.push(...found.files.map((f) => script(f.href, pins[f.href] ?? f.integrity)));
  return { links: links.join('\n    '), direct: named };
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
 * The page's answers with the address's remote named by its entry rather than its manifest in
 * /remotes.json's: the runtime then loads the entry the page preloads without first asking for the
 * manifest, one request fewer on a phone's six connections; the remote's chunk loader finds its
 * chunks' hashes in `chunks` (docs/architecture/phone-reload.md#the-remotes-entry).
 */
function withDirectEntry(data: PageData, { remote, entry, chunks }: NonNullable<FirstScreen['direct']>): PageData {
  const pointer = data.remotes[remote];
  return { ...data, remotes: { ...data.remotes, [remote]: typeof pointer === 'object' ? { ...pointer, entry } : entry }, chunks };
}

/**
 * index.html with the first screen's links of `pathname` and, when given, the page's own answers
 * of /api/config and /remotes.json instead of their preloads.
 */
export async function shellIndexFor(source: FirstScreenSource, pathname: string, data: PageData | null = null): Promise<string> {
  let html = await readFile(path.join(source.shellDist, 'index.html'), 'utf8');
  const withData = Boolean(data) && html.includes('</head>');
  const { links, direct } = await firstScreen(source, pathname, shellPinsOf(html), withData);
  if (data && withData) {
    html = html.replace(ANSWERED_PRELOADS, '').replace('</head>', `  ${pageDataBlock(direct ? withDirectEntry(data, direct) : data)}\n  </head>`);
  }
  return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
}

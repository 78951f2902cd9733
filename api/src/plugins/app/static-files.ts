import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { REMOTE_DEFINITIONS, type PageData, type RemotesManifest } from 'shared/server';
import { RemotesManifestSchema } from '../../schemas/config';
import type { RemotesManifestSource } from '../../services/config/remotes-manifest';
import { bucketOf, ensureBucket, manifestForBucket } from '../../services/canary/canaries';
import { portalConfigOf, type PortalConfigOptions } from '../../services/config/portal-config';
import { themeForHost } from '../../services/config/theme';
import { sendError } from './error-handler';
import { shellIndexFor } from './first-screen';
import { encodePage } from './page-encoding';

export interface StaticFilesOptions {
  staticRoot: string;
  /** A release root: serves its shell/ and remotes/<folder>/<release>/ instead of the builds in staticRoot. */
  deployRoot: string | null;
  remotesManifest: RemotesManifestSource;
  /**
   * The settings written into the pages it serves, as GET /api/config answers them; its host name
   * to theme (THEME_HOSTS) also picks the brand /login is sent as the build pre-rendered it for.
   */
  portalConfig: PortalConfigOptions;
}

/**
 * Page paths the shell's build pre-renders, one file per brand (pages/<name>-<theme>.html): the page
 * shows before its JavaScript has run (docs/architecture/prerendered-login.md).
 */
const PRERENDERED_PAGES = new Set(['/login']);

/**
 * Files the browser must re-check on every load: they name the current builds, so a release or a
 * rollback takes effect at the next page load (docs/operations/deploying.md#caching).
 */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** webpack's [contenthash]: at least 8 hex digits between separators, e.g. main.3f9a1c2b.js */
const CONTENT_HASH = /[.\-_][0-9a-f]{8,}\./i;
/** Prefixes that never fall back to the shell's index.html. */
const NO_FALLBACK = ['/api', '/health', '/remotes'];

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  return CONTENT_HASH.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Route params as a string record: typebox's value conversion cannot take a property named
 * '*' (it builds a RegExp from the key).
 */
const WildcardParams = Type.Record(Type.String(), Type.String());

const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string): void => {
  res.setHeader('Cache-Control', cacheControlFor(file));
};

/**
 * Serves the shell at / (with SPA fallback), the remotes under /remotes/<folder>/ and the remotes
 * manifest at /remotes.json — the single-origin setup of `npm start`. From a release root
 * (DEPLOY_ROOT) that is its shell/ and remotes/<folder>/<release>/, the layout nginx serves too;
 * otherwise the repository's builds, <app>/dist. Folders are looked up per request, so a release
 * made after start is served and a missing one answers 404 (the shell then shows its fallback
 * for that area).
 */
const staticFiles: FastifyPluginAsyncTypebox<StaticFilesOptions> = async (app, opts) => {
  const shellDist = opts.deployRoot ? path.join(opts.deployRoot, 'shell') : path.join(opts.staticRoot, 'shell', 'dist');
  const remoteRoot = (folder: string) =>
    opts.deployRoot ? path.join(opts.deployRoot, 'remotes', folder) : path.join(opts.staticRoot, folder, 'dist');
  const remoteFolders = new Set<string>(REMOTE_DEFINITIONS.map((remote) => remote.folder));
  // Dotfiles are never part of a build; hide any that end up in a dist folder.
  // preCompressed: the builds carry .br and .gz files made at build time, sent as they are.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, setHeaders, index: false, dotfiles: 'ignore', preCompressed: true });

  // Answered per browser: a canary reaches the share of browsers whose bucket (a cookie) is below
  // its percent, the others get the stable pointer (docs/architecture/remotes.md#canary-releases).
  app.get('/remotes.json', { schema: { response: { 200: RemotesManifestSchema } } }, async (request, reply) => {
    const manifest = await remotesFor(request, reply);
    // private: no shared cache keeps one browser's side of the split for another.
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
    return manifest;
  });

  app.get(
    '/remotes/:remote/*',
    { schema: { params: WildcardParams, hide: true } },
    async (request, reply) => {
      const remote = request.params.remote ?? '';
      const file = request.params['*'] ?? '';
      const root = remoteRoot(remote);
      if (!remoteFolders.has(remote) || isSourceMap(file) || !(await isFileInside(root, file))) return notFound(request, reply);
      return reply.sendFile(file, root);
    },
  );

  // Existence is checked here rather than left to the static plugin's not-found path, so
  // each request is answered by exactly one sendFile.
  app.get('/*', { schema: { params: WildcardParams, hide: true } }, async (request, reply) => {
    const file = request.params['*'] ?? '';
    if (file === '' || file.endsWith('/')) return sendShellIndex(request, reply);
    if (isSourceMap(file)) return notFound(request, reply);
    if (await isFileInside(shellDist, file)) return reply.sendFile(file, shellDist);
    // Client-side routes (/invoices/detail/42) get the shell, which routes them itself.
    if (isPagePath(request.url)) {
      // A pre-rendered page goes out as built, precompressed; it loads what it needs itself.
      const page = await prerenderedPage(request);
      return page ? reply.sendFile(page, shellDist) : sendShellIndex(request, reply);
    }
    return notFound(request, reply);
  });

  app.setNotFoundHandler((request, reply) => notFound(request, reply));

  const firstScreen = { shellDist, remoteRoot, remotesManifest: () => opts.remotesManifest.current() };

  /** The file of the page as pre-rendered for the host's brand, when the build made it; null otherwise. */
  async function prerenderedPage(request: FastifyRequest): Promise<string | null> {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!PRERENDERED_PAGES.has(pathname)) return null;
    const file = `pages${pathname}-${themeForHost(request.headers.host, opts.portalConfig.themeHosts)}.html`;
    return (await isFileInside(shellDist, file)) ? file : null;
  }

  /**
   * /remotes.json for this browser, setting its bucket on its first; each answer is a page load of
   * the releases it names, counted for the canary watch.
   */
  async function remotesFor(request: FastifyRequest, reply: FastifyReply): Promise<RemotesManifest> {
    const bucket = ensureBucket(request, reply);
    const { manifest, assignments } = manifestForBucket(opts.remotesManifest.current(), opts.remotesManifest.canaries(), bucket);
    try {
      await app.clientReportsRepository.count(
        assignments.map((a) => ({ kind: 'page-load', remote: a.remote, release: a.release, detail: a.canary ? 'canary' : 'stable' })),
        app.jobs.clock.now(),
      );
    } catch (error) {
      // A page load not counted costs the watch one sample; the page must still load.
      request.log.warn({ err: error }, 'page load not counted');
    }
    return manifest;
  }

  /**
   * The page's own answers of /api/config and /remotes.json (docs/architecture/phone-reload.md#the-pages-own-answers),
   * or null when the configuration cannot be read: the page then goes out without them, and the
   * shell asks for both itself and shows its own error.
   */
  async function pageDataFor(request: FastifyRequest, reply: FastifyReply): Promise<PageData | null> {
    let config: PageData['config'];
    try {
      config = portalConfigOf(await app.systemConfigRepository.get(), request.headers.host, opts.portalConfig);
    } catch (error) {
      request.log.warn({ err: error }, 'page written without its configuration');
      return null;
    }
    return { config, remotes: await remotesFor(request, reply) };
  }

  /** The shell's page, naming what the first screen of this address needs, with its own answers (first-screen.ts). */
  async function sendShellIndex(request: FastifyRequest, reply: FastifyReply) {
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      request.log.warn({ shellDist }, 'shell is not built');
      return notFound(request, reply);
    }
    const data = await pageDataFor(request, reply);
    // A browser in a canary's share preloads the canary's files, the ones its page names; without
    // the page's answers, a browser without a bucket yet gets the stable ones (no bucket is below any share).
    const remotes = data?.remotes ?? manifestForBucket(opts.remotesManifest.current(), opts.remotesManifest.canaries(), bucketOf(request) ?? 100).manifest;
    const html = await shellIndexFor({ ...firstScreen, remotesManifest: () => remotes }, request.url.split('?')[0] ?? '/', data);
    const { body, encoding } = encodePage(html, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    // private: the page holds this browser's side of a canary split (its bucket, a cookie).
    return reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8').send(body);
  }
};

/**
 * Source maps are never handed out, even when a build left some in dist/ (production builds write
 * them beside it, tooling/federation.js): they would give away the sources.
 */
const isSourceMap = (file: string): boolean => /\.map$/i.test(file);

/** A path the shell routes itself: not an API or asset path, no file extension. */
function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  if (NO_FALLBACK.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`))) {
    return false;
  }
  return !path.posix.basename(pathname).includes('.');
}

/** True when `file` names a regular file under `root` (never outside it). */
async function isFileInside(root: string, file: string): Promise<boolean> {
  const full = path.resolve(root, file);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/** Wrapped with fastify-plugin: the not-found handler must be the root one. */
export const staticFilesPlugin = fp(staticFiles, { name: 'static-files' });

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, `Route ${request.method}:${request.url.split('?')[0]} not found`);
}

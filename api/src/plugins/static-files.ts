import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { REMOTES } from 'shared/server';
import { defaultRemotesManifest, readRemotesManifest, remoteFolder } from '../config';
import { API_TEXTS } from '../errors';
import { RemotesManifestSchema } from '../schemas/config';
import { sendError } from './error-handler';

export interface StaticFilesOptions {
  staticRoot: string;
  remotesManifestPath: string | null;
}

/** Files the browser must re-check on every load: they name the current builds. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json']);
/** webpack's [contenthash]: at least 8 hex digits between separators, e.g. main.3f9a1c2b.js */
const CONTENT_HASH = /[.\-_][0-9a-f]{8,}\./i;
/** Prefixes that never fall back to the shell's index.html. */
const NO_FALLBACK = ['/api', '/health', '/remotes'];

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  return CONTENT_HASH.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const setHeaders = (res: { setHeader(name: string, value: string): unknown }, file: string): void => {
  res.setHeader('Cache-Control', cacheControlFor(file));
};

/**
 * Serves the built shell at / (with SPA fallback), each remote's build at
 * /remotes/<folder>/ and the remotes manifest at /remotes.json — the single-origin setup
 * of `npm start`. Folders are looked up per request, so a build made after start is served
 * and a missing one answers 404 (the shell then shows its fallback for that area).
 */
const staticFiles: FastifyPluginAsyncTypebox<StaticFilesOptions> = async (app, opts) => {
  const shellDist = path.join(opts.staticRoot, 'shell', 'dist');
  const remoteFolders = new Set<string>(REMOTES.map(remoteFolder));
  await app.register(fastifyStatic, { serve: false, cacheControl: false, setHeaders, index: false });

  let lastGoodManifest = opts.remotesManifestPath ? readRemotesManifest(opts.remotesManifestPath) : defaultRemotesManifest();
  app.get('/remotes.json', { schema: { response: { 200: RemotesManifestSchema } } }, async (request, reply) => {
    // Re-read each time: rolling a remote back is an edit of this file, nothing else (decisions §1).
    if (opts.remotesManifestPath) {
      try {
        lastGoodManifest = readRemotesManifest(opts.remotesManifestPath);
      } catch (error) {
        request.log.error({ err: error }, 'REMOTES_MANIFEST unreadable; serving the last good copy');
      }
    }
    reply.header('Cache-Control', 'no-cache');
    return lastGoodManifest;
  });

  app.get(
    '/remotes/:remote/*',
    { schema: { params: Type.Object({ remote: Type.String(), '*': Type.String() }), hide: true } },
    async (request, reply) => {
      const { remote, '*': file } = request.params;
      if (!remoteFolders.has(remote) || file === '' || file.endsWith('/')) return notFound(request, reply);
      return reply.sendFile(file, path.join(opts.staticRoot, remote, 'dist'));
    },
  );

  app.get('/*', { schema: { params: Type.Object({ '*': Type.String() }), hide: true } }, async (request, reply) => {
    const file = request.params['*'];
    if (file === '' || file.endsWith('/')) return sendShellIndex(request, reply);
    return reply.sendFile(file, shellDist);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NO_FALLBACK.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`)) &&
      !path.posix.basename(pathname).includes('.');
    // Client-side routes (/invoices/detail/42) get the shell, which routes them itself.
    if (isPage) return sendShellIndex(request, reply);
    return notFound(request, reply);
  });

  function sendShellIndex(request: FastifyRequest, reply: FastifyReply) {
    if (!existsSync(path.join(shellDist, 'index.html'))) {
      request.log.warn({ shellDist }, 'shell is not built');
      return notFound(request, reply);
    }
    return reply.sendFile('index.html', shellDist);
  }
};

/** Wrapped with fastify-plugin: the not-found handler must be the root one. */
export const staticFilesPlugin = fp(staticFiles, { name: 'static-files' });

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, `Route ${request.method}:${request.url.split('?')[0]} not found`, {
    error: API_TEXTS.notFound,
  });
}

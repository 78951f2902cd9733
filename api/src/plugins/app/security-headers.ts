import fp from 'fastify-plugin';
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY } from 'shared/server';

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export interface SecurityHeadersOptions {
  /** Origins the browser posts card data to (config.tokenizerBrowserOrigins). */
  tokenizerOrigins: string[];
  /** Origins of remotes served from elsewhere (REMOTES_MANIFEST with absolute URLs). */
  remoteOrigins: () => string[];
}

/**
 * Headers on every answer, API and static alike, as nginx sends them (shared/security-headers.json).
 * The CSP allows inline styles because the pages style with emotion, lets the browser talk to the
 * tokenizer directly (card numbers never pass through this server), and admits remotes that the
 * manifest places elsewhere.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, opts) => {
    let cached: { key: string; csp: string } | null = null;
    const policy = (): string => {
      const remoteOrigins = opts.remoteOrigins();
      const key = remoteOrigins.join(' ');
      if (cached?.key === key) return cached.csp;
      const csp = contentSecurityPolicy({ tokenizerOrigins: opts.tokenizerOrigins, remoteOrigins });
      cached = { key, csp };
      return csp;
    };
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', policy());
      reply.header('Strict-Transport-Security', HSTS);
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // API answers carry tokens and account data: no browser or proxy keeps a copy.
      if (isApiPath(request.url) && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);

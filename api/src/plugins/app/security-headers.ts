import fp from 'fastify-plugin';
import { contentSecurityPolicy, HSTS, PERMISSIONS_POLICY, type PolicyOrigins } from 'shared/server';

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The security headers of every answer, by lower-case name, as the API server and nginx send them:
 * the tamper check expects them on the payment pages (docs/security/tamper-detection.md).
 */
export function securityHeaders(origins: PolicyOrigins): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy(origins),
    'strict-transport-security': HSTS,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

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
    // The same on every answer but the policy, which follows the remotes' origins.
    const fixed = securityHeaders({ tokenizerOrigins: opts.tokenizerOrigins, remoteOrigins: [] });
    delete fixed['content-security-policy'];
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
      reply.headers(fixed);
      reply.header('Content-Security-Policy', policy());
      // API answers carry tokens and account data: no browser or proxy keeps a copy.
      if (isApiPath(request.url) && !/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) {
        reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);

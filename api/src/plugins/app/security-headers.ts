import fp from 'fastify-plugin';

/** Browsers keep to https for a year once they saw the portal over https (ignored over http). */
export const HSTS = 'max-age=31536000; includeSubDomains';
/** The portal uses none of these browser features; neither may anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const isApiPath = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

export interface SecurityHeadersOptions {
  /** Origins the browser posts card data to (config.tokenizerBrowserOrigins). */
  tokenizerOrigins: string[];
  /** Origins of remotes served from elsewhere (REMOTES_MANIFEST with absolute URLs). */
  remoteOrigins: () => string[];
}

/**
 * Headers on every answer, API and static alike. The CSP allows inline styles because the
 * pages style with emotion, lets the browser talk to the tokenizer directly (card numbers
 * never pass through this server), and admits remotes that the manifest places elsewhere.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const tokenizer = opts.tokenizerOrigins.join(' ');
    let cached: { key: string; csp: string } | null = null;
    const policy = (): string => {
      const remotes = opts.remoteOrigins().join(' ');
      if (cached?.key === remotes) return cached.csp;
      const extra = remotes ? ` ${remotes}` : '';
      const csp = [
        "default-src 'self'",
        `script-src 'self'${extra}`,
        `style-src 'self' 'unsafe-inline'${extra}`,
        `img-src 'self' data: blob:${extra}`,
        `font-src 'self' data:${extra}`,
        `connect-src 'self' ${tokenizer}${extra}`,
        `form-action 'self' ${tokenizer}`,
        `frame-src 'self' ${tokenizer}`,
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
      ].join('; ');
      cached = { key: remotes, csp };
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

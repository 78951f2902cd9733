import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  tokenizerUrl: string;
}

/**
 * Headers on every answer, API and static alike. The CSP allows inline styles because the
 * pages style with emotion, and lets the browser talk to the tokenizer directly (card
 * numbers never pass through this server).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const tokenizer = new URL(opts.tokenizerUrl).origin;
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src 'self' ${tokenizer}`,
      `form-action 'self' ${tokenizer}`,
      `frame-src 'self' ${tokenizer}`,
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ].join('; ');
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'same-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', csp);
      return payload;
    });
  },
  { name: 'security-headers' },
);

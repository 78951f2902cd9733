import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { escapeHtml, page } from '../lib/html';
import { errorResponses, HtmlSchema } from '../lib/schemas';

/** [path, link or null for POST-only services, description] */
const SERVICES: readonly [string, string | null, string][] = [
  ['/erp', '/erp/status', 'ERP: customers, invoices, payment configuration and PDFs, as JSON (see sandbox/README.md).'],
  ['/tokenizer', null, 'Card tokenizer: the API server opens a session, the browser posts card or eCheck data, the API reads the token.'],
  ['/mail', '/mail', 'Mail catcher: every message sent to the sandbox SMTP port.'],
  ['/health', '/health', 'Health check.'],
];

const TEST_CARDS = [
  '4111 1111 1111 1111 (Visa, approved)',
  '5555 5555 5555 4444 (Master Card, approved)',
  '3782 822463 10005 (American Express, approved)',
  '4000 0000 0000 0002 (Visa, declined)',
  'eCheck: routing 011000015 with any 5-17 digit account number (approved)',
  'Saved on account 100200: Declined Test Card, Visa ending 0002 (the ERP declines every charge on it)',
];

/** GET /: a small index of the services, for people opening the sandbox in a browser. */
export const homeRoutes: FastifyPluginAsyncTypebox<{ smtpPort: number }> = async (app, { smtpPort }) => {
  app.get('/', { schema: { response: { 200: HtmlSchema, ...errorResponses } } }, async (_req, reply) => {
    const rows = SERVICES.map(([path, href, text]) => {
      const cell = href ? `<a href="${href}">${escapeHtml(path)}</a>` : `<code>${escapeHtml(path)}</code>`;
      return `<tr><td>${cell}</td><td>${escapeHtml(text)}</td></tr>`;
    }).join('');
    const cards = TEST_CARDS.map((c) => `<li>${escapeHtml(c)}</li>`).join('');
    const body = `<h1>Invoice portal sandbox</h1>
<p>Stand-ins for the outside systems of the customer invoice payment portal.</p>
<table>${rows}</table>
<p>SMTP catcher on port <code>${smtpPort}</code> (no TLS, any login accepted). Caught mail: <a href="/mail">/mail</a>.</p>
<h2>Test cards</h2><ul>${cards}</ul>`;
    return reply.type('text/html; charset=utf-8').send(page('Invoice portal sandbox', body));
  });
};

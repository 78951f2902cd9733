// The floor of any API server between the browser and the ERP on this machine: Fastify and
// undici's pooled request, as the portal uses them, passing the ERP's bytes on with no session,
// no access check, no parse. The throughput run measures it beside the portal, so the portal's
// own cost shows apart from the cost of one more HTTP hop (docs/architecture/api.md#where-a-search-spends-its-time).
// Usage: node bare-proxy.mjs <port> <erp search URL>
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../api/package.json', import.meta.url));
const Fastify = require('fastify');
const { Agent, request } = require('undici');

const [port, erpSearchUrl] = process.argv.slice(2);
const agent = new Agent({ keepAliveTimeout: 30_000, connections: 128 });
const app = Fastify();
app.get('/health', async () => ({ ok: true }));
app.post('/search', async (req, reply) => {
  const answer = await request(erpSearchUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(req.body),
    dispatcher: agent,
  });
  const bytes = Buffer.from(await answer.body.arrayBuffer());
  reply.code(answer.statusCode).type('application/json; charset=utf-8');
  return bytes;
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));

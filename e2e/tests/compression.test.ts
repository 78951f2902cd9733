import { request } from 'node:http';
import zlib from 'node:zlib';
import { DEMO_PASSWORD } from '../src/browser';
import { sharedPortal } from '../src/shared-portal';

/** Large API answers are compressed per Accept-Encoding and decode to the very same documents. */
describe('compressed API answers', () => {
  const { url } = sharedPortal();

  /** A POST with the raw bytes of the answer: Node's fetch would decode them before we could look. */
  function post(path: string, body: unknown, headers: Record<string, string>) {
    return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      const req = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }

  it('sends the 5,000-document search of bulk@portal.test as brotli or gzip, at most 15 % of its size, decoding to the same answer', async () => {
    const login = await post('/api/token/login', { login: 'bulk@portal.test', password: DEMO_PASSWORD }, {});
    const { token } = JSON.parse(login.bytes.toString()) as { token: string };
    const search = {
      payer_data: { customer_number: '900100', company_code: '2000' },
      soldto_data: null,
      search_parameters: { document_type: '01', status: '01', date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
    };
    const auth = { authorization: `Bearer ${token}` };
    const plain = await post('/api/Invoice', search, auth);
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    const answer = JSON.parse(plain.bytes.toString()) as { document_list: unknown[] };
    expect(answer.document_list.length).toBeGreaterThan(1000);

    const br = await post('/api/Invoice', search, { ...auth, 'accept-encoding': 'br' });
    expect(br.encoding).toBe('br');
    expect(br.bytes.length).toBeLessThanOrEqual(plain.bytes.length * 0.15);
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString())).toEqual(answer);

    const gzip = await post('/api/Invoice', search, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.bytes.length).toBeLessThanOrEqual(plain.bytes.length * 0.15);
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString())).toEqual(answer);
  });
});

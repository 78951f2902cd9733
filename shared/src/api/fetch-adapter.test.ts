/**
 * @jest-environment node
 */
// Node's own fetch, Response and Blob against a real HTTP server on a free port: what the
// browser's fetch does, without a stand-in (docs/architecture/frontend.md#the-http-client).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryString, requestUrl } from './fetch-adapter';
import { createHttpClient, type HttpClient } from './http';
import { API_ERROR_CODES, isApiError, isCancel, type ApiError } from './http-error';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

function reply(request: IncomingMessage, response: ServerResponse, body: string) {
  seen.push({ method: request.method ?? '', url: request.url ?? '', contentType: request.headers['content-type'], body });
  const path = (request.url ?? '').split('?')[0];
  if (path === '/api/echo') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'X-Page-Total-Items': '42' });
    response.end(JSON.stringify({ method: request.method, url: request.url, body: body ? JSON.parse(body) : null }));
  } else if (path === '/api/file') {
    response.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    response.end(Buffer.from([1, 2, 3, 250]));
  } else if (path === '/api/refused') {
    response.writeHead(422, 'Unprocessable Entity', { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 422, message: 'Nope', reason: 'duplicate' }));
  } else if (path === '/api/broken') {
    response.writeHead(502, { 'Content-Type': 'text/html' });
    response.end('<html>Bad Gateway</html>');
  } else if (path === '/api/empty') {
    response.writeHead(204);
    response.end();
  }
  // '/api/never' gets no answer: the timeout and abort tests end it themselves.
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => reply(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let client: HttpClient;
beforeEach(() => {
  seen.length = 0;
  client = createHttpClient({ baseURL: base, timeout: 30_000 });
});

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('the API client over fetch', () => {
  it('sends the query without undefined or null values and reads JSON and lower-case headers', async () => {
    const response = await client.get<{ url: string }>('/echo', { params: { search: 'a b', page: 2, status: undefined, profile: null } });
    expect(response.status).toBe(200);
    expect(response.data.url).toBe('/api/echo?search=a+b&page=2');
    expect(response.headers['x-page-total-items']).toBe('42');
  });

  it('sends an object as a JSON body with its content type', async () => {
    const response = await client.post<{ method: string; body: unknown }>('/echo', { amount: 12.5, lines: ['a'] });
    expect(response.data).toMatchObject({ method: 'POST', body: { amount: 12.5, lines: ['a'] } });
    expect(seen[0]).toMatchObject({ contentType: 'application/json', body: '{"amount":12.5,"lines":["a"]}' });
  });

  it('reads a download as a Blob or an ArrayBuffer when asked', async () => {
    const blob = await client.get<Blob>('/file', { responseType: 'blob' });
    expect(blob.data).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await blob.data.arrayBuffer())]).toEqual([1, 2, 3, 250]);
    const buffer = await client.get<ArrayBuffer>('/file', { responseType: 'arraybuffer' });
    expect([...new Uint8Array(buffer.data)]).toEqual([1, 2, 3, 250]);
  });

  it('gives an empty body as an empty string', async () => {
    const response = await client.delete('/empty');
    expect(response).toMatchObject({ status: 204, data: '' });
  });

  it('rejects a 4xx with the parsed body, even for a download', async () => {
    const error = await failureOf(client.get('/refused', { responseType: 'blob' }));
    expect(error.code).toBe(API_ERROR_CODES.badRequest);
    expect(error.response).toMatchObject({ status: 422, statusText: 'Unprocessable Entity', data: { message: 'Nope', reason: 'duplicate' } });
    expect(error.config?.url).toBe('/refused');
  });

  it('rejects a 5xx whose body is not JSON with its text', async () => {
    const error = await failureOf(client.get('/broken'));
    expect(error.code).toBe(API_ERROR_CODES.badResponse);
    expect(error.response).toMatchObject({ status: 502, data: '<html>Bad Gateway</html>' });
  });

  it('rejects with ERR_NETWORK and no response when nobody answers on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failureOf(client.get(`http://127.0.0.1:${port}/api/echo`));
    expect(error.code).toBe(API_ERROR_CODES.network);
    expect(error.response).toBeUndefined();
  });

  it('rejects with ECONNABORTED when the answer does not come within the timeout', async () => {
    const error = await failureOf(client.get('/never', { timeout: 20 }));
    expect(error.code).toBe(API_ERROR_CODES.timeout);
    expect(error.response).toBeUndefined();
    expect(isCancel(error)).toBe(false);
  });

  it("rejects as a cancel when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const call = client.get('/never', { signal: controller.signal });
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    const error = await failureOf(call);
    expect(error.code).toBe(API_ERROR_CODES.canceled);
    expect(isCancel(error)).toBe(true);
  });
});

describe('requestUrl and queryString', () => {
  it.each([
    [{ baseURL: '/api', url: '/Invoice' }, '/api/Invoice'],
    [{ baseURL: '/api/', url: 'Invoice' }, '/api/Invoice'],
    [{ baseURL: '/api', url: 'https://tokenizer.test/tokenize' }, 'https://tokenizer.test/tokenize'],
    [{ baseURL: '/api', url: '/users?x=1', params: { page: 2 } }, '/api/users?x=1&page=2'],
    [{ baseURL: '/api', url: '/users', params: new URLSearchParams({ userid: '42' }) }, '/api/users?userid=42'],
    [{ baseURL: '/api', url: '/users', params: { status: '', page: undefined } }, '/api/users?status='],
  ])('%j → %s', (config, url) => expect(requestUrl(config)).toBe(url));

  it('writes arrays, dates and objects as axios did', () => {
    expect(queryString({ ids: ['1', '2'], at: new Date('2026-01-02T03:04:05.000Z'), filter: { a: 1 } })).toBe(
      'ids%5B%5D=1&ids%5B%5D=2&at=2026-01-02T03%3A04%3A05.000Z&filter=%7B%22a%22%3A1%7D',
    );
  });
});

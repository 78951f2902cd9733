import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { buildTestApp } from './helpers/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One request id per request (docs/operations/monitoring.md#request-ids): nginx's X-Request-Id is
 * used when it is safe, replaced when it is not; every log line of the request carries it, and the
 * answer sends it back.
 */
describe('request ids', () => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    prepared = await databases[0]!.prepare();
    erp = await startFakeErp();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildTestApp(prepared, erp.url, {}, { logger: { level: 'debug', stream } });
  });
  afterAll(async () => {
    await app?.close();
    await erp?.close();
    await prepared?.cleanup();
  });

  const wrongLogin = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/token/login', payload: { login: 'soldto@portal.test', password: 'wrong-password' }, headers });

  it("uses nginx's id: in the answer and in every log line of the request", async () => {
    const id = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const response = await wrongLogin({ 'x-request-id': id });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe(id);
    const ofRequest = lines.filter((line) => line.reqId === id);
    // The refusal and the request line at least, each with the id.
    expect(ofRequest.length).toBeGreaterThanOrEqual(2);
    expect(ofRequest.map((line) => line.msg)).toEqual(expect.arrayContaining(['request refused', 'request']));
  });

  it.each([
    ['too many characters', 'a'.repeat(129)],
    ['too few characters', 'abc'],
    ['unsafe characters', 'id with spaces"}{'],
    ['a character outside ASCII', 'abcdefgh\u2028ijkl'],
  ])('replaces an id with %s by a new one', async (_name, given) => {
    const response = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': given } });
    expect(response.headers['x-request-id']).toMatch(UUID);
    expect(lines.some((line) => line.reqId === given)).toBe(false);
  });

  it('makes one when none is sent, a different one for each request', async () => {
    const first = await app.inject({ method: 'GET', url: '/health/live' });
    const second = await app.inject({ method: 'GET', url: '/health/live' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const id = String(first.headers['x-request-id']);
    expect(lines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain('request');
  });
});

import type { FastifyInstance } from 'fastify';
import { INPUT_REFUSAL, inputProblem, MAX_DEPTH } from '../src/security/input-guard';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { searchBody } from './helpers/search-body';
import { bearer, buildTestApp, login } from './helpers/test-app';

const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
};

describe('inputProblem', () => {
  it('finds NUL and lone surrogates in strings and property names, at any depth', () => {
    expect(inputProblem({ a: ['ok', { b: 'fine \uD83D\uDE00' }] })).toBeNull();
    expect(inputProblem('a\u0000b')).toBe('characters');
    expect(inputProblem({ a: ['x', { b: '\uD800' }] })).toBe('characters');
    expect(inputProblem({ a: '\uDC00x' })).toBe('characters');
    expect(inputProblem({ 'ke\u0000y': 1 })).toBe('characters');
    expect(inputProblem(nested(MAX_DEPTH - 1))).toBeNull();
    expect(inputProblem(nested(MAX_DEPTH + 1))).toBe('depth');
    expect(inputProblem(nested(100_000))).toBe('depth');
  });
});

describe.each(databases)('bad input is refused before any route ($name)', (database) => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    prepared = await database.prepare();
    erp = await startFakeErp();
    app = await buildTestApp(prepared, erp.url);
    token = (await login(app, 'soldto@portal.test')).token;
  });
  afterAll(async () => {
    await app?.close();
    await erp?.close();
    await prepared?.cleanup();
  });

  const json = (url: string, raw: string, method: 'POST' | 'PUT' = 'POST') =>
    app.inject({ method, url, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: raw });

  it('refuses NUL and lone surrogates in bodies, queries and path parameters with 400, writing nothing', async () => {
    const failures = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM attempt_counters')).rows[0]!.n;
    const before = await failures();
    const answers = [
      await json('/api/token/login', '{"login":"soldto@portal.test\\u0000","password":"x"}'),
      await json('/api/token/login', '{"login":"a@b.c","password":"\\ud800"}'),
      await json('/api/token/refresh', '{"refreshToken":"\\udfff"}'),
      await json('/api/customer/soldto-details-list', '["100100","1\\u00000"]', 'PUT'),
      await json('/api/Invoice', JSON.stringify(searchBody('100100', '1000')).replace('"filter":[]', '"filter":[{"filter_type":"01","value":"\\u0000"}]')),
      await app.inject({ method: 'GET', url: '/api/payment-methods?customer_number=100100%00&company_code=1000', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/api/pdf/abc%00def' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(INPUT_REFUSAL);
    }
    // A lone surrogate cannot even be percent-encoded as UTF-8: Fastify refuses the URL itself.
    expect((await app.inject({ method: 'GET', url: '/api/pdf/%ED%A0%80' })).statusCode).toBe(400);
    expect(await failures()).toBe(before);
  });

  it('refuses a body nested deeper than any request of the portal', async () => {
    const deep = `{"refreshToken":"x","extra":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const response = await json('/api/token/logout', deep);
    expect(response.statusCode).toBe(400);
  });

  it('asks the ERP only with real calendar dates in MM-DD-YYYY', async () => {
    const searches = () => erp.callsTo('/erp/invoice/search');
    const before = searches();
    for (const date of ['02-30-2026', '13-01-2026', '2026-01-31', '1-1-2026', '00-10-2026', '02-29-2025', '12/31/2026', '01-01-0000']) {
      const body = searchBody('100100', '1000');
      const response = await json('/api/Invoice', JSON.stringify({ ...body, search_parameters: { ...body.search_parameters, date_to: date } }));
      expect(response.statusCode).toBe(400);
    }
    expect(searches()).toBe(before);
    const leap = searchBody('100100', '1000');
    const ok = await json('/api/Invoice', JSON.stringify({ ...leap, search_parameters: { ...leap.search_parameters, date_to: '02-29-2028' } }));
    expect(ok.statusCode).toBe(200);
    expect(searches()).toBe(before + 1);
  });
});

import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import type { CatalogRoute } from '../src/security/route-catalog';
import { inputProblem } from '../src/security/input-guard';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { startFakeTokenizer, type FakeTokenizer } from './helpers/fake-tokenizer';
import { bearer, buildTestApp, loginSession } from './helpers/test-app';

/**
 * Property-based fuzzing of every registered route from its own schema: bodies, query strings and
 * path parameters that the schema (or the input guard) refuses. Bad input must never reach a 5xx,
 * write a row, or make the ERP or the tokenizer do anything. A fixed seed keeps CI repeatable; a
 * failure prints the seed, path and counterexample to replay.
 */
const SEED = 20_260_301;
const RUNS_PER_ROUTE = 80;
/** Every table the API server writes to. */
const WRITABLE_TABLES = [
  'users', 'accounts', 'exclusions', 'sessions', 'refresh_tokens', 'attempt_counters', 'system_configuration', 'app_secrets',
  'audit_log', 'pdf_grants', 'payment_attempts', 'mail_outbox', 'tokenization_sessions', 'tokenized_methods',
  'registration_requests', 'one_time_tokens',
];
const ERP_WRITES = ['/erp/invoice/payments', '/erp/customer/makedeposit', '/erp/customer/payment_cards'];

type Part = 'body' | 'querystring' | 'params';
interface Malformed {
  part: Part;
  value: unknown;
  /** A body sent as this raw text instead of JSON. */
  raw?: string;
  contentType?: string;
}

const schemaOf = (route: CatalogRoute, part: Part) => (route.schema as Record<Part, TSchema | undefined> | undefined)?.[part];

/** Values that break a string, a number, an object or a date. */
const nasty = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '02-30-2026', '13-01-2026', '2026-01-31', '', ' ', '-1', '1.5', '1e400', 'x'.repeat(6000)),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
);

/** Every path into a JSON value: [] is the value itself. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => paths.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...prefix, k]));
  return paths;
}

/** A copy of `value` with the thing at `path` replaced (or removed when `replacement` is the REMOVE marker). */
const REMOVE = Symbol('remove');
function mutate(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (replacement === REMOVE) delete node[last];
  else node[last] = replacement;
  return copy;
}

/** A skeleton that satisfies the schema as far as TypeBox can make one. */
function skeleton(schema: TSchema | undefined): unknown {
  if (!schema) return undefined;
  try {
    return Value.Create(schema);
  } catch {
    return {};
  }
}

/** Query strings and path parameters are text: the server converts them before it checks. */
const asText = (value: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value && typeof value === 'object' ? value : {}).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );

/**
 * A query string is UTF-8 on the wire, where a lone surrogate cannot exist: URLSearchParams sends
 * U+FFFD instead, and that is what the server sees.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const asQuery = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(asText(value)).map(([k, v]) => [k.replace(LONE_SURROGATE, '\uFFFD'), v.replace(LONE_SURROGATE, '\uFFFD')]));

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();
const checkerOf = (schema: TSchema) => {
  if (!compiled.has(schema)) compiled.set(schema, Compile(schema));
  return compiled.get(schema)!;
};

/** True when the server must refuse this part: its schema does, or the input guard does. */
function refused(route: CatalogRoute, part: Part, value: unknown): boolean {
  if (inputProblem(value)) return true;
  const schema = schemaOf(route, part);
  if (!schema) return false;
  const checked = part === 'body' ? (value === undefined ? {} : value) : Value.Convert(schema, value);
  return !checkerOf(schema).Check(checked);
}

/** Malformed inputs for one route, each refused by its schema or the input guard. */
function malformedFor(route: CatalogRoute): fc.Arbitrary<Malformed> {
  const arbitraries: fc.Arbitrary<Malformed>[] = [];
  const structural = (part: Part, text: ((value: unknown) => Record<string, string>) | null) => {
    const base = skeleton(schemaOf(route, part)) ?? {};
    const paths = pathsOf(base);
    return fc
      .tuple(fc.constantFrom(...paths), fc.oneof(nasty, fc.constant(REMOVE)), fc.option(fc.tuple(fc.string({ maxLength: 8 }), nasty), { nil: undefined }))
      .map(([path, replacement, extra]) => {
        let value = mutate(base, path, replacement);
        if (extra && value && typeof value === 'object' && !Array.isArray(value)) value = { ...value, [extra[0]]: extra[1] };
        return { part, value: text ? text(value) : value };
      })
      .filter((m) => refused(route, part, m.value));
  };
  if (schemaOf(route, 'body')) {
    arbitraries.push(structural('body', null));
    arbitraries.push(fc.jsonValue({ maxDepth: 3 }).map((value) => ({ part: 'body' as const, value })).filter((m) => refused(route, 'body', m.value)));
    arbitraries.push(fc.string({ maxLength: 40 }).map((s) => ({ part: 'body' as const, value: null, raw: `{${s}` })));
    arbitraries.push(
      fc.constantFrom('{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', `${'['.repeat(5000)}${']'.repeat(5000)}`).map((raw) => ({
        part: 'body' as const,
        value: null,
        raw,
      })),
    );
    arbitraries.push(fc.string({ maxLength: 40 }).map((raw) => ({ part: 'body' as const, value: null, raw, contentType: 'text/plain' })));
  }
  if (schemaOf(route, 'querystring')) arbitraries.push(structural('querystring', asQuery));
  if (schemaOf(route, 'params')) arbitraries.push(structural('params', asText));
  // Parts without a schema still pass the input guard: only text it refuses is malformed there.
  const guarded = fc.constantFrom('\u0000', 'a\u0000', 'x\u0000y');
  if (!schemaOf(route, 'querystring')) arbitraries.push(guarded.map((v) => ({ part: 'querystring' as const, value: { q: v } })));
  return fc.oneof(...arbitraries);
}

const encode = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate has no UTF-8 form
  }
};

describe.each(databases)('malformed input on every route ($name)', (database) => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let tokenizer: FakeTokenizer;
  let app: FastifyInstance;
  let headers: Record<string, string>;

  beforeAll(async () => {
    prepared = await database.prepare();
    erp = await startFakeErp();
    tokenizer = await startFakeTokenizer();
    app = await buildTestApp(prepared, erp.url, { TOKENIZER_URL: tokenizer.url });
    // As a logged-in customer, so anything that slipped past the schema would reach the handler.
    const session = await loginSession(app, 'soldto@portal.test');
    headers = { ...bearer(session.token), cookie: session.pdfCookie, 'idempotency-key': 'fuzz-key-0001' };
  });
  afterAll(async () => {
    await app?.close();
    await tokenizer?.close();
    await erp?.close();
    await prepared?.cleanup();
  });

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of WRITABLE_TABLES) {
      counts[table] = (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
    }
    return counts;
  };

  async function send(route: CatalogRoute, input: Malformed) {
    const query = input.part === 'querystring' ? asQuery(input.value) : asQuery(skeleton(schemaOf(route, 'querystring')));
    const params = input.part === 'params' ? asText(input.value) : asText(skeleton(schemaOf(route, 'params')));
    const path = route.url.replace(/:(\w+)|\*/g, (match, name: string | undefined) => encode(params[name ?? '*'] ?? 'x'));
    const search = new URLSearchParams(query).toString();
    const url = `${path}${search ? `?${search}` : ''}`;
    const hasBody = route.method !== 'GET';
    const body = input.part === 'body' ? input.value : skeleton(schemaOf(route, 'body'));
    return app.inject({
      method: route.method as 'GET',
      url,
      headers: { ...headers, ...(hasBody ? { 'content-type': input.contentType ?? 'application/json' } : {}) },
      ...(hasBody ? { payload: input.raw ?? JSON.stringify(body === undefined ? {} : body) } : {}),
    });
  }

  it('answers every malformed request with a 4xx, writes nothing and asks the ERP to do nothing', async () => {
    const routes = app.routeCatalog;
    expect(routes.length).toBeGreaterThan(25);
    const before = await rowCounts();
    const erpBefore = ERP_WRITES.map((p) => erp.callsTo(p));
    const sessionsBefore = tokenizer.callsTo('/tokenizer/sessions');
    let cases = 0;
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(malformedFor(route), async (input) => {
          cases += 1;
          const response = await send(route, input);
          if (response.statusCode < 400 || response.statusCode >= 500) {
            throw new Error(`${route.method} ${route.url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
          }
          // An error answer says what was wrong with the request, never how the server is built.
          expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
    expect(cases).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    expect(await rowCounts()).toEqual(before);
    expect(ERP_WRITES.map((p) => erp.callsTo(p))).toEqual(erpBefore);
    expect(tokenizer.callsTo('/tokenizer/sessions')).toBe(sessionsBefore);
  }, 300_000);
});

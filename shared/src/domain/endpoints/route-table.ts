import type { EndpointDef } from './define';

/**
 * The text of `routes.gen.ts`: for the endpoints that answer a file or make reads stale, those
 * facts by route key ('POST /invoice/payments'). No page loads it: the server names stale reads in
 * its answer (x-invalidates); the unit tests' fake API answers the same from this table. A test
 * keeps the file current.
 */
export function routeTableSource(endpoints: Record<string, EndpointDef>): string {
  const keyOf = (name: string): string => {
    const endpoint = endpoints[name];
    if (!endpoint) throw new Error(`invalidates names an endpoint that is not declared: ${name}`);
    return `${endpoint.method} ${endpoint.path}`;
  };
  const lines = Object.entries(endpoints)
    .filter(([, { binary, invalidates }]) => binary || invalidates?.length)
    .map(([name, { binary, invalidates }]) => {
      const parts = [binary ? 'binary: true' : '', invalidates?.length ? `invalidates: [${invalidates.map((n) => `'${keyOf(n)}'`).join(', ')}]` : ''];
      return `  '${keyOf(name)}': { ${parts.filter(Boolean).join(', ')} },`;
    })
    .sort();
  return [
    '// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.',
    "import type { ApiRoute } from './index';",
    "import type { RouteExtras } from './define';",
    '',
    'export const API_EXTRAS: Partial<Record<ApiRoute, RouteExtras<ApiRoute>>> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/**
 * Files are the endpoints whose path ends in a `/pdf` or `/export` segment: a rule, not a list, so
 * each page carries a few bytes instead of every file route (docs/architecture/endpoints.md#from-the-declaration-to-the-call).
 */
export const BINARY_PATH = /\/(pdf|export)(\/|$)/;

/**
 * The text of `binary-routes.gen.ts`: how the client knows an endpoint that answers a file, which it
 * asks for as a Blob. Generating it checks the rule against every declaration: an endpoint declared
 * `binary` whose path the rule misses, or one the rule takes that is not, stops the generator.
 */
export function binaryRoutesSource(endpoints: Record<string, EndpointDef>): string {
  for (const { method, path, binary } of Object.values(endpoints)) {
    if (Boolean(binary) !== BINARY_PATH.test(path)) {
      throw new Error(`${method} ${path}: ${binary ? 'answers a file, but its path does not end in /pdf or /export' : 'ends in /pdf or /export, but is not declared binary'}`);
    }
  }
  return [
    '// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.',
    '',
    `/** Whether a route answers a file (route-table.ts checked this rule against every declaration). */`,
    `export const isBinaryRoute = (route: string): boolean => ${BINARY_PATH.toString()}.test(route);`,
    '',
  ].join('\n');
}

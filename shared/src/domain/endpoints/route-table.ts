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

/** The text of `binary-routes.gen.ts`: the endpoints that answer a file, which the client asks for as a Blob. */
export function binaryRoutesSource(endpoints: Record<string, EndpointDef>): string {
  const routes = Object.values(endpoints)
    .filter(({ binary }) => binary)
    .map(({ method, path }) => `'${method} ${path}'`)
    .sort();
  return [
    '// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.',
    "import type { ApiRoute } from './index';",
    '',
    `export const BINARY_ROUTES: readonly ApiRoute[] = [${routes.join(', ')}];`,
    '',
  ].join('\n');
}

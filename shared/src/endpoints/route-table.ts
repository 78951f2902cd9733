import type { EndpointDef } from './define';

/**
 * The text of `routes.gen.ts`: each endpoint's method, path and whether it answers a file. The
 * browser's client reads that table, so the schemas never reach a bundle; a test keeps it current.
 */
export function routeTableSource(endpoints: Record<string, EndpointDef>): string {
  const lines = Object.entries(endpoints)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { method, path, binary, invalidates }]) => {
      const extra = [binary ? 'binary: true' : '', invalidates?.length ? `invalidates: [${invalidates.map((n) => `'${n}'`).join(', ')}]` : '']
        .filter(Boolean)
        .map((part) => `, ${part}`)
        .join('');
      return `  ${name}: { method: '${method}', path: '${path}'${extra} },`;
    });
  return [
    '// Generated from the declarations in this folder by `npm run generate -w shared`; do not edit.',
    "import type { ApiEndpoints } from './index';",
    "import type { RouteTable } from './define';",
    '',
    'export const API_ROUTES: RouteTable<ApiEndpoints> = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

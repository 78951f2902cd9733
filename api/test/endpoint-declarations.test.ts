import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API, binaryRoutesSource, routeTableSource, type EndpointDef } from 'shared/server';

import { databases } from './helpers/databases';
import { useApiTest } from './helpers/test-app';

describe('the browser route table', () => {
  it('is generated from the declarations (npm run generate -w shared)', () => {
    const file = path.join(__dirname, '../../shared/src/domain/endpoints/routes.gen.ts');
    expect(readFileSync(file, 'utf8')).toBe(routeTableSource(API as Record<string, EndpointDef>));
    const binary = path.join(path.dirname(file), 'binary-routes.gen.ts');
    expect(readFileSync(binary, 'utf8')).toBe(binaryRoutesSource(API as Record<string, EndpointDef>));
  });

  it('names each method and path once', () => {
    const routes = Object.values(API).map(({ method, path: url }) => `${method} ${url}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

// Each /api endpoint is declared once, in shared (docs/architecture/endpoints.md): the server serves
// exactly the declared ones, each with the declaration's own schemas.
describe.each(databases.slice(0, 1))('endpoint declarations ($name)', (database) => {
  const test = useApiTest(database);

  const served = () =>
    test.app.routeCatalog
      .filter((route) => route.url.startsWith('/api/'))
      .map((route) => ({ ...route, key: `${route.method} ${route.url.slice('/api'.length)}` }));

  it('serves every declared endpoint and no undeclared one', () => {
    const declared = Object.values(API).map(({ method, path }) => `${method} ${path}`);
    expect(served().map((route) => route.key).sort()).toEqual(declared.sort());
  });

  it('serves each endpoint with the schemas of its declaration', () => {
    const byKey = new Map(
      Object.entries(API as Record<string, EndpointDef>).map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, { name, endpoint }]),
    );
    const mismatched = served()
      .filter((route) => {
        const declared = byKey.get(route.key);
        if (!declared) return false;
        const schema = route.schema as { body?: unknown; querystring?: unknown; params?: unknown; response?: Record<number, unknown> };
        const { endpoint } = declared;
        return (
          schema.body !== endpoint.body ||
          schema.querystring !== endpoint.query ||
          schema.params !== endpoint.params ||
          schema.response?.[endpoint.status ?? 200] !== endpoint.response
        );
      })
      .map((route) => route.key);
    expect(mismatched).toEqual([]);
  });
});

import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, with its schema (for the authorization matrix and the input fuzz test). */
    routeCatalog: CatalogRoute[];
  }
}

export interface CatalogRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

/**
 * Records each route as Fastify registers it. The authorization matrix and the fuzz test compare this
 * list with their tables, so a route added without a row fails them.
 */
export const routeCatalogPlugin = fp(
  async (app) => {
    const routes: CatalogRoute[] = [];
    app.decorate('routeCatalog', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        // Fastify adds HEAD for every GET; it answers as the GET does.
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, schema: route.schema });
      }
    });
  },
  { name: 'route-catalog' },
);

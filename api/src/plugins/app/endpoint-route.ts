import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { API, errorResponses, INVALIDATES_HEADER, type EndpointAccess, type EndpointDef } from 'shared/server';
import { requirePermission } from '../../security/require-permission';
import { requireActive } from './auth';

/** The guards of an endpoint's declared access (docs/architecture/endpoints.md). */
export function guardsOf(app: FastifyInstance, access: EndpointAccess): preHandlerAsyncHookHandler[] {
  if (access === 'public') return [];
  if (access === 'session') return [app.authenticate];
  if (access === 'active') return [app.authenticate, requireActive];
  return [app.authenticate, requirePermission(access.permission)];
}

type ErrorCodes<E extends EndpointDef> = E['errors'][number] | 500;

interface RequestSchemas<E extends EndpointDef> {
  params: E['params'];
  querystring: E['query'];
  headers: E['headers'];
  body: E['body'];
}

/** The Fastify schema of a declared endpoint: its params, query, headers, body and every documented answer. */
export function schemaOf<const E extends EndpointDef>(endpoint: E) {
  const parts = { params: endpoint.params, querystring: endpoint.query, headers: endpoint.headers, body: endpoint.body };
  return {
    // Only the parts it declares: Fastify warns of a part that is there but undefined (FSTWRN001).
    ...(Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)) as unknown as RequestSchemas<E>),
    response: {
      [endpoint.status ?? 200]: endpoint.response,
      ...errorResponses(...endpoint.errors),
    } as Record<NonNullable<E['status']> extends never ? 200 : NonNullable<E['status']>, E['response']> &
      ReturnType<typeof errorResponses<readonly ErrorCodes<E>[]>>,
  };
}

/** The route keys ('GET /users') of the reads a write declares stale; the browser reloads them. */
function staleRoutes(endpoint: EndpointDef): string {
  const declared = API as Record<string, EndpointDef>;
  return (endpoint.invalidates ?? [])
    .map((name) => {
      const read = declared[name];
      if (!read) throw new Error(`invalidates names an endpoint that is not declared: ${name}`);
      return `${read.method} ${read.path}`;
    })
    .join(',');
}

/** onSend: a successful answer of a write names the reads it made stale (docs/architecture/endpoints.md#from-the-declaration-to-the-call). */
function announceStale(stale: string) {
  return async function announceStaleHook(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reply.statusCode < 300) reply.header(INVALIDATES_HEADER, stale);
    return payload;
  };
}

/**
 * What `app.route` needs of a declared endpoint: method, URL, schema and guards. Spread it and add
 * the handler (and any route-specific config or extra guards):
 * `app.route({ ...routeOf(app, API.customizing), handler })`.
 */
export function routeOf<const E extends EndpointDef>(app: FastifyInstance, endpoint: E, extraGuards: preHandlerAsyncHookHandler[] = []) {
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint),
    preHandler: [...guardsOf(app, endpoint.access), ...extraGuards],
    ...(endpoint.invalidates?.length ? { onSend: announceStale(staleRoutes(endpoint)) } : {}),
  };
}

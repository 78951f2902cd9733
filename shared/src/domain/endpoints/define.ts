import type { Static, TSchema } from 'typebox';
import type { Permission } from '../constants/domain';

/**
 * Who may call an endpoint (docs/architecture/endpoints.md). The API server turns it into the
 * route's guards; the browser never reads it.
 * - `public`: no session;
 * - `session`: any signed-in session (also before an inactive account is refused);
 * - `active`: a signed-in, active account;
 * - `{ permission }`: an active account holding that permission.
 */
export type EndpointAccess = 'public' | 'session' | 'active' | { permission: Permission };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One `/api` endpoint, declared once: the route's schemas and the typed client's types come from it. */
export interface EndpointDef {
  method: HttpMethod;
  /** Under /api, Fastify style: `/users/:id`. */
  path: string;
  params?: TSchema;
  query?: TSchema;
  /** Request headers the route reads (the registration session's, say); the caller sets them in its axios config. */
  headers?: TSchema;
  body?: TSchema;
  /** The answer of a 2xx (`status`, default 200). */
  response: TSchema;
  status?: 200 | 201 | 202 | 204;
  /** The error statuses the route documents (500 is always added). */
  errors: readonly number[];
  access: EndpointAccess;
  /** The answer is not JSON (a PDF, a CSV): the client asks for a Blob. */
  binary?: boolean;
  /**
   * The reads a successful call makes stale (endpoint names): the client loads them again wherever
   * they are shown, so no page keeps an answer a write changed (docs/architecture/data-loading.md).
   */
  invalidates?: readonly string[];
}

export { INVALIDATES_HEADER } from '../constants/domain';

/** Keeps the literal types of a declaration (its path, its schemas) for the client and the routes. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type ResponseOf<E extends EndpointDef> = Static<E['response']>;
export type BodyOf<E extends EndpointDef> = StaticOr<E['body'], undefined>;
export type QueryOf<E extends EndpointDef> = StaticOr<E['query'], undefined>;
export type ParamsOf<E extends EndpointDef> = StaticOr<E['params'], undefined>;

/** An optional key for a part the declaration leaves out or whose fields are all optional. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends: `{ params, query, body }`, each present exactly when the endpoint declares it. */
export type InputOf<E extends EndpointDef> = Part<'params', ParamsOf<E>> & Part<'query', QueryOf<E>> & Part<'body', BodyOf<E>>;

/** How the browser names an endpoint: its method and path, `'POST /customer/customizing'`. */
export type RouteKeyOf<E extends EndpointDef> = `${E['method']} ${E['path']}`;

/**
 * What the browser needs of a declaration beyond its route key: whether it answers a file and the
 * reads it makes stale, by route key. Only endpoints with one of these are listed, so the table
 * stays small (docs/architecture/endpoints.md#from-the-declaration-to-the-call).
 */
export interface RouteExtras<R extends string> {
  readonly binary?: true;
  readonly invalidates?: readonly R[];
}

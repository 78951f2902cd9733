import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { autopayEndpoints } from './autopay';
import { billingEndpoints } from './billing';
import { operationsEndpoints } from './operations';
import { reportEndpoints } from './reports';

/**
 * Every `/api` endpoint, declared once (docs/architecture/endpoints.md). The API server serves
 * each with these schemas; the browser imports this module's types only and names each endpoint
 * by its method and path (`callApi('POST /customer/customizing', …)`), so neither a schema nor a
 * table of paths reaches a bundle; `routes.gen.ts` holds the few extras (files, invalidation).
 */
export const API = { ...accountEndpoints, ...billingEndpoints, ...autopayEndpoints, ...adminEndpoints, ...operationsEndpoints, ...reportEndpoints };
export type ApiEndpoints = typeof API;
export type EndpointName = keyof ApiEndpoints;
/** The endpoints by the browser's name for them, method and path: `'POST /customer/customizing'`. */
export type ApiRoutes = { [K in EndpointName as `${ApiEndpoints[K]['method']} ${ApiEndpoints[K]['path']}`]: ApiEndpoints[K] };
export type ApiRoute = keyof ApiRoutes;

export * from './common';
export * from './define';
export * from './reports';
export type { PaymentBody, DepositBody, PaymentDetailBody } from './billing';
// The account shape of the users' own schemas (api/src/schemas/users.ts, linked-accounts.ts).

import { accountEndpoints } from './account';
import { adminEndpoints } from './admin';
import { billingEndpoints } from './billing';

/**
 * Every `/api` endpoint, declared once (docs/architecture/endpoints.md). The API server serves
 * each with these schemas; the browser imports this module's types only and takes method and
 * path from the generated `routes.gen.ts`, so no schema reaches a bundle.
 */
export const API = { ...accountEndpoints, ...billingEndpoints, ...adminEndpoints };
export type ApiEndpoints = typeof API;
export type EndpointName = keyof ApiEndpoints;

export * from './common';
export * from './define';
export type { PaymentBody, DepositBody, PaymentDetailBody } from './billing';
// The account shape of the users' own schemas (api/src/schemas/users.ts, linked-accounts.ts).

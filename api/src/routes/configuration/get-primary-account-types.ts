import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, PRIMARY_ACCOUNT_TYPES, type AccountTypeItem } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';

/** GET /api/configuration/getprimaryaccounttypes — the user form's Primary Account Type choices. Any logged-in user. */
export const getPrimaryAccountTypesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...routeOf(app, API.primaryAccountTypes), handler: async (): Promise<AccountTypeItem[]> => [...PRIMARY_ACCOUNT_TYPES] });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, PRIMARY_ACCOUNT_TYPES, type AccountTypeItem } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * GET /api/configuration/getaccounttypes — the types a linked account can have. They are the
 * primary account types: an account is a Sold To, a Payer or a Payer - All (docs/product/invoices.md#account-types).
 */
export const getAccountTypesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...routeOf(app, API.accountTypes), handler: async (): Promise<AccountTypeItem[]> => [...PRIMARY_ACCOUNT_TYPES] });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRIMARY_ACCOUNT_TYPES, type AccountTypeItem } from 'shared/server';
import { errorResponses } from '../../schemas/common';
import { AccountTypesResponseSchema } from '../../schemas/users';

/**
 * GET /api/configuration/getaccounttypes — the types a linked account can have. They are the
 * primary account types: an account is a Sold To, a Payer or a Payer - All (docs/product/invoices.md#account-types).
 */
export const getAccountTypesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/configuration/getaccounttypes',
    { preHandler: app.authenticate, schema: { response: { 200: AccountTypesResponseSchema, ...errorResponses(401) } } },
    async (): Promise<AccountTypeItem[]> => [...PRIMARY_ACCOUNT_TYPES],
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PRIMARY_ACCOUNT_TYPES, type AccountTypeItem } from 'shared/server';
import { errorResponses } from '../../schemas/common';
import { AccountTypesResponseSchema } from '../../schemas/users';

/** GET /api/configuration/getprimaryaccounttypes — the user form's Primary Account Type choices. Any logged-in user. */
export const getPrimaryAccountTypesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/configuration/getprimaryaccounttypes',
    { preHandler: app.authenticate, schema: { response: { 200: AccountTypesResponseSchema, ...errorResponses(401) } } },
    async (): Promise<AccountTypeItem[]> => [...PRIMARY_ACCOUNT_TYPES],
  );
};

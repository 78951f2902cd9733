import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationRequestItem } from 'shared/server';
import { errorResponses } from '../../schemas/common';
import { RegistrationRequestListSchema } from '../../schemas/registration-requests';
import { requirePermission } from '../../security/require-permission';

/**
 * GET /api/register (CanManageRegistrationRequests): the open registration requests, oldest first.
 * A request a user was created from is completed and leaves this list.
 */
export const listRegistrationRequestsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/register',
    {
      preHandler: [app.authenticate, requirePermission('CanManageRegistrationRequests')],
      schema: { response: { 200: RegistrationRequestListSchema, ...errorResponses(400, 401, 403) } },
    },
    async (): Promise<RegistrationRequestItem[]> =>
      (await app.registrationRequests.listOpen()).map((r) => ({
        registrationRequestId: r.registrationRequestId,
        firstName: r.firstName,
        lastName: r.lastName,
        company: r.company,
        email: r.email,
        message: r.message,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
  );
};

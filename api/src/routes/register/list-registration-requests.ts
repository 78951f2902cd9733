import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, type RegistrationRequestItem } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';

/**
 * GET /api/register (CanManageRegistrationRequests): the open registration requests, oldest first.
 * A request a user was created from is completed and leaves this list.
 */
export const listRegistrationRequestsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.listRegistrationRequests),
    handler: async (): Promise<RegistrationRequestItem[]> =>
      (await app.registrationRequests.listOpen()).map((r) => ({
        registrationRequestId: r.registrationRequestId,
        firstName: r.firstName,
        lastName: r.lastName,
        company: r.company,
        email: r.email,
        message: r.message,
        createdAt: new Date(r.createdAt).toISOString(),
      })),
  });
};

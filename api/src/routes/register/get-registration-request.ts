import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USER_REFUSALS, type RegistrationRequestRecord } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRequestPermission } from '../../services/users/registration-access';

/** GET /api/register/{id} — one registration request, to fill the user form. CanManageRegistrationRequests or CanManageUsers (403 first). */
export const getRegistrationRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.getRegistrationRequest),
    handler: async (request): Promise<RegistrationRequestRecord> => {
      assertRequestPermission(authOf(request).user);
      const found = await app.registrationRequests.get(request.params.id);
      if (!found) throw new ApiError(404, USER_REFUSALS.unknownRequest, 'unknown_request');
      return {
        registrationRequestId: found.registrationRequestId,
        firstName: found.firstName,
        lastName: found.lastName,
        company: found.company,
        email: found.email,
        message: found.message,
        completed: found.completedAt !== null,
      };
    },
  });
};

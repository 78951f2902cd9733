import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_REFUSALS, type RegistrationRequestRecord } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { RegistrationRequestSchema, RequestIdParamsSchema } from '../../schemas/users';
import { assertRequestPermission } from '../../services/users/registration-access';

/** GET /api/register/{id} — one registration request, to fill the user form. CanManageRegistrationRequests or CanManageUsers (403 first). */
export const getRegistrationRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/register/:id',
    {
      preHandler: app.authenticate,
      schema: {
        params: RequestIdParamsSchema,
        response: { 200: RegistrationRequestSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<RegistrationRequestRecord> => {
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
  );
};

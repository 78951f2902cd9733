import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USER_REFUSALS, type ExclusionsResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertMayRead } from '../../services/users/user-access';

/** GET /api/users/{id}/exclusions — one's own list, or anyone's with CanViewUsers (403 first). */
export const getExclusionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.getExclusions),
    handler: async (request): Promise<ExclusionsResponse> => {
      const caller = authOf(request).user;
      const { id } = request.params;
      assertMayRead(caller, id);
      if (!(await app.usersRepository.findById(id))) throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
      return { status: 'S', message: '', accounts: await app.exclusionsRepository.listByUser(id) };
    },
  });
};

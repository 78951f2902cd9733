import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, XLSX_TYPE } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { exportUsers } from '../../services/users/export-users';
import { assertPermission } from '../../services/users/user-access';
import { filterOf } from '../../services/users/user-filter';

/** GET /api/users/export?status=&profile=&search= — the whole filtered list as users.xlsx. CanViewUsers, else 403. */
export const exportUsersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.exportUsers),
    handler: async (request, reply) => {
      const caller = authOf(request).user;
      assertPermission(caller, 'CanViewUsers');
      await app.auditLog.record(caller.user_id, 'users_exported', { filter: filterOf(request.query) });
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="users.xlsx"')
        .header('cache-control', 'no-store');
      return reply.send(exportUsers(app, filterOf(request.query), request.log));
    },
  });
};

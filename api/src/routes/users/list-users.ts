import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USERS_PAGE_SIZE, USERS_TOTAL_HEADER, type UserListItem } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertPermission } from '../../services/users/user-access';
import { filterOf } from '../../services/users/user-filter';
import { toListItem } from '../../services/users/user-view';

/**
 * GET /api/users?status=&profile=&search=&page= — one page of 50 users in name order, the
 * filtered total in x-page-total-items (docs/product/users-and-admin.md#users-list). CanViewUsers, else 403.
 */
export const listUsersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.listUsers),
    handler: async (request, reply): Promise<UserListItem[]> => {
      const caller = authOf(request).user;
      assertPermission(caller, 'CanViewUsers');
      const filter = filterOf(request.query);
      const page = request.query.page ?? 1;
      const [rows, total] = await Promise.all([
        app.userAdminRepository.page(filter, (page - 1) * USERS_PAGE_SIZE, USERS_PAGE_SIZE),
        app.userAdminRepository.total(filter),
      ]);
      reply.header(USERS_TOTAL_HEADER, String(total));
      return rows.map((row) => toListItem(row, caller));
    },
  });
};

import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { authOf } from '../../plugins/app/auth';
import { errorResponses } from '../../schemas/common';
import { UsersQuerySchema } from '../../schemas/users';
import { exportUsers } from '../../services/users/export-users';
import { assertPermission } from '../../services/users/user-access';
import { filterOf } from '../../services/users/user-filter';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XlsxSchema = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: XLSX_TYPE });

/** GET /api/users/export?status=&profile=&search= — the whole filtered list as users.xlsx. CanViewUsers, else 403. */
export const exportUsersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/export',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: UsersQuerySchema,
        response: { 200: XlsxSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = authOf(request).user;
      assertPermission(caller, 'CanViewUsers');
      await app.auditLog.record(caller.user_id, 'users_exported', { filter: filterOf(request.query) });
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="users.xlsx"')
        .header('cache-control', 'no-store');
      return reply.send(exportUsers(app, filterOf(request.query)));
    },
  );
};

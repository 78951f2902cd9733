import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationError } from 'yup';
import { API, USER_REFUSALS, exclusionListSchema, type ExclusionsResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { foreignExclusion } from '../../services/users/exclusion-check';
import { assertMayManage, assertPermission } from '../../services/users/user-access';

/**
 * PUT /api/users/{id}/exclusions — replaces the list with the body's account numbers. CanManageUsers
 * and a user one may manage (403 first); an entry that is empty or not letters and digits answers
 * status E with the reason, which the page shows as an error toast; so does a new entry that is not
 * a sold-to of the user's own payer accounts, as the ERP lists them. The change reaches every
 * instance's account access at once (docs/product/users-and-admin.md#exclusion-list).
 */
export const putExclusionsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.saveExclusions),
    handler: async (request): Promise<ExclusionsResponse> => {
      const caller = authOf(request).user;
      const { id } = request.params;
      assertPermission(caller, 'CanManageUsers');
      const target = await app.usersRepository.findById(id);
      if (!target) throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
      assertMayManage(caller, target);
      const before = await app.exclusionsRepository.listByUser(id);
      let accounts: string[];
      try {
        accounts = [...new Set(await exclusionListSchema.validate(request.body))];
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        return { status: 'E', message: error.message, accounts: before };
      }
      const foreign = await foreignExclusion(app, id, accounts, before);
      if (foreign) return { status: 'E', message: foreign, accounts: before };
      await app.db.transaction(async (tx) => {
        await app.exclusionsRepository.replace(id, accounts, tx);
        await app.auditLog.record(caller.user_id, 'exclusions_changed', { userId: id, from: before, to: accounts }, tx);
      });
      return { status: 'S', message: '', accounts: await app.exclusionsRepository.listByUser(id) };
    },
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, requiresSecondFactor, type UserAccountsResponse } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';

/** POST /api/token/getuseraccounts — the logged-in user's profile and permissions (docs/product/users-and-admin.md). */
export const getUserAccountsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.userAccounts),
    // The shell loads the profile to know it must show the enrolment page (docs/security/second-factor.md#enrolment-gate).
    config: { beforeSecondFactor: true },
    handler: async (request): Promise<UserAccountsResponse> => {
      const { user, hasSecondFactor } = authOf(request);
      return {
        UserId: user.user_id,
        Login: user.login,
        FirstName: user.first_name,
        LastName: user.last_name,
        Email: user.email,
        Company: user.company,
        UserRole: user.user_role,
        Status: user.status,
        Permissions: user.permissions,
        PrimaryAccountTypeId: user.primary_account_type_id,
        // Only while it is true, so everyone else gets the specification's shape.
        ...(!hasSecondFactor && requiresSecondFactor(user.permissions) ? { SecondFactorEnrolmentRequired: true } : {}),
      };
    },
  });
};

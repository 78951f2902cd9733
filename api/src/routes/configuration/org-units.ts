import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API } from 'shared/server';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { forbidden, missingPermission } from '../../errors';
import { activeOrgUnits } from '../../services/config/erp-configuration';

/**
 * GET /api/configuration/org-units: the active company codes and sales organizations, the choices
 * of the linked-account form; for whoever may link accounts (their own, or as staff any user's).
 */
export const orgUnitsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.orgUnits),
    handler: async (request) => {
      const { permissions } = authOf(request).user;
      if (!permissions.includes('CanManageOwnSAPAccounts') && !permissions.includes('CanManageUsers')) {
        throw forbidden(missingPermission('CanManageOwnSAPAccounts'));
      }
      return activeOrgUnits(app);
    },
  });
};

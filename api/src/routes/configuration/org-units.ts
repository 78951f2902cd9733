import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authOf, requireActive } from '../../plugins/app/auth';
import { forbidden, missingPermission } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { OrgUnitsResponseSchema } from '../../schemas/configuration';
import { activeOrgUnits } from '../../services/config/erp-configuration';

/**
 * GET /api/configuration/org-units: the active company codes and sales organizations, the choices
 * of the linked-account form; for whoever may link accounts (their own, or as staff any user's).
 */
export const orgUnitsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/configuration/org-units',
    {
      preHandler: [app.authenticate, requireActive],
      schema: { response: { 200: OrgUnitsResponseSchema, ...errorResponses(400, 401, 403, 502) } },
    },
    async (request) => {
      const { permissions } = authOf(request).user;
      if (!permissions.includes('CanManageOwnSAPAccounts') && !permissions.includes('CanManageUsers')) {
        throw forbidden(missingPermission('CanManageOwnSAPAccounts'));
      }
      return activeOrgUnits(app);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from 'shared/server';
import { API_TEXTS, forbidden } from '../../errors';
import { authOf, requireActive } from '../../plugins/auth';
import { ErpUnavailableError } from '../../plugins/erp';
import { errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { CustomizingBodySchema, CustomizingResponseSchema } from '../../schemas/erp';
import { resolveTargetUser } from '../../services/impersonation';
import { erpFailure } from './get-user-payers';

/**
 * POST /api/customer/customizing[?userid=] — the ERP's payment configuration (spec §3) for a
 * company code of the (impersonated) user's linked accounts; default: the first account's.
 */
export const customizingRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/customizing',
    {
      preHandler: [app.authenticate, requireActive],
      schema: {
        querystring: ImpersonationQuerySchema,
        body: CustomizingBodySchema,
        response: { 200: CustomizingResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => {
      const target = await resolveTargetUser(app, authOf(request).user, request.query.userid);
      const accounts = await app.accountsRepository.listByUser(target.user_id);
      const allowed = accounts.map((a) => a.company_code).filter(Boolean);
      const companyCode = request.body?.company_code?.trim() || allowed[0];
      // A customer sees only the configuration of companies that bill them.
      if (!companyCode || !allowed.includes(companyCode)) throw forbidden(API_TEXTS.foreignCompany);
      try {
        return await app.erp.customizing(companyCode);
      } catch (error) {
        if (error instanceof ErpUnavailableError) throw erpFailure(error, MESSAGES.configurationError);
        throw error;
      }
    },
  );
};

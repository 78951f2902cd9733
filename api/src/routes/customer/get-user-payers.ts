import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES, type UserPayersResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { authOf } from '../../plugins/auth';
import { ErpUnavailableError } from '../../plugins/erp';
import { UserPayersResponseSchema } from '../../schemas/accounts';
import { EmptyBodySchema, errorResponses, ImpersonationQuerySchema } from '../../schemas/common';
import { resolveTargetUser } from '../../services/impersonation';
import { buildHeaderItems } from '../../services/payers-service';

/** POST /api/customer/getuserpayers[?userid=] — the (impersonated) user's accounts as HeaderItems. */
export const getUserPayersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/customer/getuserpayers',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: ImpersonationQuerySchema,
        body: EmptyBodySchema,
        response: { 200: UserPayersResponseSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request): Promise<UserPayersResponse> => {
      const caller = authOf(request).user;
      // A user still waiting for e-mail confirmation sees no accounts yet; the page sends them to
      // /auto-register/waiting-confirmation anyway, so an empty list spares them an error toast.
      if (caller.status !== 'active' && request.query.userid === undefined) return { HeaderItems: [] };
      const target = await resolveTargetUser(app, caller, request.query.userid);
      const [accounts, exclusions] = await Promise.all([
        app.accountsRepository.listByUser(target.user_id),
        app.exclusionsRepository.listByUser(target.user_id),
      ]);
      try {
        return { HeaderItems: await buildHeaderItems(app.erp, accounts, exclusions) };
      } catch (error) {
        if (error instanceof ErpUnavailableError) throw erpFailure(error, MESSAGES.payersError);
        throw error;
      }
    },
  );
};

/** A 502 whose message the page may show; the ERP's detail stays in the log. */
export function erpFailure(error: ErpUnavailableError, message: string): ApiError {
  const failure = new ApiError(502, message, 'erp_unavailable');
  failure.cause = error;
  return failure;
}

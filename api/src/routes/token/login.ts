import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, loginSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { validateForm } from '../../services/forms/validate-form';
import { setPdfCookie } from '../../security/pdf-session-cookie';

/**
 * POST /api/token/login — docs/product/navigation-and-layout.md; refusals: locked, deactive (403), busy (503 with
 * Retry-After: too many password checks wait, docs/security/password-hashing.md), throttled (429 with
 * Retry-After, counted per login, per address and per login+address before the password is hashed).
 * Also sets the session's PDF cookie (HttpOnly, path /api/pdf), which the PDF links need.
 * A user with a second factor gets no tokens yet: `isLoggedIn: false` with an `mfaToken` for the second
 * step, POST /api/token/mfa/... (docs/security/second-factor.md#login).
 */
export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.login),
    handler: async (request, reply) => {
      const { form, message } = await validateForm(loginSchema, request.body, ['login', 'password']);
      if (!form) throw new ApiError(400, message, 'validation');
      const outcome = await app.sessionService.login(form.login, form.password, request.ip, request.headers['user-agent']);
      if (outcome.pdfKey) setPdfCookie(request, reply, outcome.pdfKey);
      return outcome.response;
    },
  });
};

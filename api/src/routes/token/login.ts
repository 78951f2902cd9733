import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { loginSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { validateForm } from '../../services/validate-form';
import { LoginBodySchema, LoginResponseSchema } from '../../schemas/session';

/** POST /api/token/login — spec §7; refusals of issue 3 (locked, deactive, throttled). */
export const loginRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/token/login',
    {
      schema: {
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { form, message } = await validateForm(loginSchema, request.body, ['login', 'password']);
      if (!form) throw new ApiError(400, message, 'validation');
      return app.sessionService.login(form.login, form.password);
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { smtpTestAddressSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { errorResponses } from '../../schemas/common';
import { SmtpTestBodySchema, SmtpTestResponseSchema } from '../../schemas/configuration';
import { requirePermission } from '../../security/require-permission';
import { configurationFromForm } from '../../services/config/configuration';
import { validateForm } from '../../services/forms/validate-form';
import { sendSmtpTest } from '../../services/config/smtp-test';

/**
 * POST /api/configuration/smtp-test (CanEditSystemConfig): sends a real test mail with the
 * settings as typed, saved or not, and answers what happened (docs/product/configuration-and-mail.md#smtp-test).
 * Nothing is stored.
 */
export const smtpTestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/configuration/smtp-test',
    {
      preHandler: [app.authenticate, requirePermission('CanEditSystemConfig')],
      schema: { body: SmtpTestBodySchema, response: { 200: SmtpTestResponseSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const { testEmail, ...typed } = request.body;
      const address = await validateForm(smtpTestAddressSchema, { testEmail }, ['testEmail']);
      if (!address.form) throw new ApiError(400, address.message, 'invalid_test_email');
      const config = await configurationFromForm(typed, await app.systemConfigRepository.get());
      const result = await sendSmtpTest(app.mailer, config, address.form.testEmail);
      request.log.info({ sent: result.sent, smtp: `${config.SmtpAddress}:${config.SmtpPort}` }, 'SMTP test');
      return result;
    },
  );
};

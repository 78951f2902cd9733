import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, smtpTestAddressSchema } from 'shared/server';
import { ApiError } from '../../errors';
import { routeOf } from '../../plugins/app/endpoint-route';
import { configurationFromForm } from '../../services/config/configuration';
import { validateForm } from '../../services/forms/validate-form';
import { sendSmtpTest, type SmtpTestOptions } from '../../services/config/smtp-test';

/**
 * POST /api/configuration/smtp-test (CanEditSystemConfig): sends a real test mail with the
 * settings as typed, saved or not, and answers one fixed text (docs/security/outbound-connections.md).
 * Nothing is stored. The stored SMTP password goes only to the stored server and port; a private
 * or local address is refused unless SMTP_TEST_ALLOW_PRIVATE (on in sandbox mode).
 */
export const smtpTestRoute: FastifyPluginAsyncTypebox<SmtpTestOptions> = async (app, opts) => {
  const options: SmtpTestOptions = { allowPrivate: opts.allowPrivate, ...(opts.lookup ? { lookup: opts.lookup } : {}) };
  app.route({
    ...routeOf(app, API.smtpTest),
    handler: async (request) => {
      const { testEmail, ...typed } = request.body;
      const address = await validateForm(smtpTestAddressSchema, { testEmail }, ['testEmail']);
      if (!address.form) throw new ApiError(400, address.message, 'invalid_test_email');
      const config = await configurationFromForm(typed, await app.systemConfigRepository.get());
      const { code, ...result } = await sendSmtpTest(app.mailer, config, address.form.testEmail, options);
      // The error's code only: the mail server's own words stay out of the answer and the log.
      request.log.info({ sent: result.sent, code, smtp: `${config.SmtpAddress}:${config.SmtpPort}` }, 'SMTP test');
      return result;
    },
  });
};

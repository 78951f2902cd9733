import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { autoRegisterUserRoute } from './auto-register-user';
import { completePasswordResetRoute } from './complete-password-reset';
import { completeRegistrationRoute } from './complete-registration';
import { confirmEmailChangeRoute } from './confirm-email-change';
import { confirmUserRoute } from './confirm-user';
import { getEmailChangeRoute } from './get-email-change';
import { getInviteRoute } from './get-invite';
import { getPasswordResetRoute } from './get-password-reset';
import { passwordResetRequestRoute } from './password-reset-request';
import { registerRoute } from './register';
import { registrationAccountsRoute } from './registration-accounts';
import { resendConfirmationRoute } from './resend-confirmation';
import { validateAccountRoute } from './validate-account';

/**
 * The public flows of docs/product/registration.md: requests, invites, password resets,
 * self-registration, and confirming a new e-mail address (docs/security/account-changes.md).
 */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registerRoute);
  await app.register(getInviteRoute);
  await app.register(completeRegistrationRoute);
  await app.register(passwordResetRequestRoute);
  await app.register(getPasswordResetRoute);
  await app.register(completePasswordResetRoute);
  await app.register(validateAccountRoute);
  await app.register(registrationAccountsRoute);
  await app.register(autoRegisterUserRoute);
  await app.register(confirmUserRoute);
  await app.register(resendConfirmationRoute);
  await app.register(getEmailChangeRoute);
  await app.register(confirmEmailChangeRoute);
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, changePasswordSchema } from 'shared/server';
import { API_TEXTS } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { assertRecentAuth } from '../../security/recent-auth';
import { hashPassword, verifyPassword } from '../../services/sessions/passwords';
import { validateForm } from '../../services/forms/validate-form';

/**
 * POST /api/token/resetpassword — the profile's password change. Answers `{ message }`:
 * 'Success', or the reason it was refused, which the page shows as a warning (docs/product/messages.md).
 */
export const resetPasswordRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.resetPassword),
    handler: async (request) => {
      // docs/security/second-factor.md#step-up: a password change asks for the second factor again.
      await assertRecentAuth(request);
      const { user, sessionId } = authOf(request);
      const { form, message } = await validateForm(changePasswordSchema, request.body, [
        'CurrentPassword',
        'NewPassword',
        'ConfirmNewPassword',
      ]);
      if (!form) return { message };
      if (!(await verifyPassword(user.password_hash, form.CurrentPassword))) {
        return { message: API_TEXTS.wrongCurrentPassword };
      }
      // Checked after the current password, so the answer tells nothing to someone who does not know it.
      if (form.NewPassword === form.CurrentPassword) return { message: API_TEXTS.samePassword };
      const hash = await hashPassword(form.NewPassword);
      await app.db.transaction(async (tx) => {
        await app.usersRepository.updatePassword(user.user_id, hash, tx);
        // Other devices must log in again with the new password; this one stays logged in.
        await app.sessionsRepository.revokeAllOfUser(user.user_id, 'password_changed', sessionId, tx);
        await app.auditLog.record(user.user_id, 'password_changed', {}, tx);
      });
      return { message: 'Success' };
    },
  });
};

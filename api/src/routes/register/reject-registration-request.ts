import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, USER_REFUSALS, registrationRejectionSchema, renderRegistrationRejection } from 'shared/server';
import { ApiError, userRefusal } from '../../errors';
import { authOf } from '../../plugins/app/auth';
import { routeOf } from '../../plugins/app/endpoint-route';
import { validateForm } from '../../services/forms/validate-form';
import { kickMail } from '../../services/registration/registration-mail';

/**
 * POST /api/register/{id}/reject (CanManageRegistrationRequests, 403 first): closes an open request
 * as rejected and mails the requester the reason, in one transaction through the outbox
 * (docs/product/users-and-admin.md#registration-requests-list). 400 without a reason, 404 unknown,
 * 409 already completed or rejected.
 */
export const rejectRegistrationRequestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.rejectRegistrationRequest),
    handler: async (request) => {
      const caller = authOf(request).user;
      const { id } = request.params;
      const checked = await validateForm(registrationRejectionSchema, request.body, ['Reason']);
      if (!checked.form) throw userRefusal(400, checked.message, 'invalid_reason');
      const reason = checked.form.Reason;
      const found = await app.registrationRequests.get(id);
      if (!found) throw new ApiError(404, USER_REFUSALS.unknownRequest, 'unknown_request');
      const done = await app.db.transaction(async (tx) => {
        if (!(await app.registrationRequests.reject(id, reason, caller.user_id, tx))) return false;
        const config = await app.systemConfigRepository.get(tx);
        const mail = renderRegistrationRejection({ firstName: found.firstName, companyName: config.CompanyName, reason });
        await app.mailOutboxRepository.enqueue(
          { kind: 'registration_rejected', to: found.email, bcc: '', subject: mail.subject, text: mail.text, html: mail.html },
          tx,
        );
        await app.auditLog.record(caller.user_id, 'registration_request_rejected', { registrationRequestId: id }, tx);
        return true;
      });
      if (!done) throw userRefusal(409, USER_REFUSALS.requestCompleted, 'request_completed');
      kickMail(app);
      return { rejected: true };
    },
  });
};

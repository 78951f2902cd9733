import type { FastifyInstance } from 'fastify';
import type { RegistrationRequestForm } from 'shared/server';
import { enqueueTemplateMail, kickMail, portalLink } from './registration-mail';

/** Where the staff mail points; the shell keeps it through the login (docs/product/session-and-login.md#last-visited-url). */
export const REGISTRATION_REQUESTS_PATH = '/settings-page/registration-requests';

/**
 * POST /api/register: stores the request and queues two mails, to staff (RegistrationRequestEmail)
 * and to the requester, in one transaction. A repeat from an address whose request is still open
 * stores and sends nothing; the caller answers it like the first, so the page learns nothing about
 * earlier requests. Requests are counted per address and per client before this runs.
 */
export async function submitRegistrationRequest(app: FastifyInstance, form: RegistrationRequestForm): Promise<boolean> {
  const created = await app.db.transaction(async (tx) => {
    const request = await app.registrationRequests.create(form, tx);
    if (!request) return false;
    const config = await app.systemConfigRepository.get(tx);
    const common = { FirstName: form.firstName, LastName: form.lastName, Company: form.company, Email: form.email };
    await enqueueTemplateMail(
      app,
      'RegistrationRequestEmailContent',
      config.RegistrationRequestEmail,
      (c) => ({ ...common, Message: form.message, CompanyName: c.CompanyName, Link: portalLink(c, REGISTRATION_REQUESTS_PATH) }),
      tx,
    );
    await enqueueTemplateMail(app, 'RegistrationRequestorEmailContent', form.email, (c) => ({ ...common, CompanyName: c.CompanyName }), tx);
    await app.auditLog.record(null, 'registration_requested', { registrationRequestId: request.registrationRequestId }, tx);
    return true;
  });
  if (created) kickMail(app);
  return created;
}

import type { FastifyInstance } from 'fastify';
import {
  portalLinkFrom,
  linkExpiryNote,
  renderMailTemplate,
  type MailTemplateKey,
  type MailTemplateValues,
  type SystemConfiguration,
} from 'shared/server';
import type { Queryable } from '../../db/database';

/** Subjects of the mails of the public flows (docs/product/configuration-and-mail.md#mail-templates). */
export const REGISTRATION_MAIL_SUBJECTS = {
  RegistrationRequestEmailContent: 'New registration request',
  RegistrationRequestorEmailContent: 'Your registration request',
  ResetPasswordEmailContent: 'Reset your password',
  EmailConfirmationContent: 'Confirm your email address',
} as const satisfies Partial<Record<MailTemplateKey, string>>;

type RegistrationTemplate = keyof typeof REGISTRATION_MAIL_SUBJECTS;

/**
 * An absolute link into the portal, from the configuration's ApplicationUrl (never from the
 * request), checked to be an absolute http(s) base first: a stored value that is not one throws
 * rather than mail a javascript: or relative link (docs/security/configuration-values.md).
 */
export function portalLink(config: SystemConfiguration, path: string): string {
  return portalLinkFrom(config.ApplicationUrl, path);
}

/**
 * Renders the configuration's template as text and HTML and puts the mail in the outbox, in the
 * caller's transaction: the mail is sent by the outbox worker, so none is lost while the mail
 * server is down (docs/architecture/payments.md describes the outbox). Call `kickMail` after commit.
 * A mail with a single-use link says when it expires (docs/product/registration.md#dead-links).
 */
export async function enqueueTemplateMail<K extends RegistrationTemplate>(
  app: FastifyInstance,
  key: K,
  to: string,
  values: (config: SystemConfiguration) => MailTemplateValues<K>,
  q?: Queryable,
  linkLifetimeSeconds?: number,
): Promise<void> {
  const config = await app.systemConfigRepository.get(q);
  const note = linkLifetimeSeconds ? linkExpiryNote(linkLifetimeSeconds) : undefined;
  const body = renderMailTemplate(key, String(config[key] ?? ''), values(config), note);
  await app.mailOutboxRepository.enqueue(
    { kind: key, to, bcc: '', subject: REGISTRATION_MAIL_SUBJECTS[key], text: body.text, html: body.html },
    q,
  );
}

/** Wakes the outbox worker after the transaction that queued mail has committed. */
export function kickMail(app: FastifyInstance): void {
  app.mailWorker.kick();
}

import type { FastifyInstance } from 'fastify';
import { LINK_LIFETIME_SECONDS, linkExpiryNote, portalLinkFrom, renderMailTemplate } from 'shared/server';
import type { Queryable } from '../../db/database';

export interface Invitee {
  userId: number;
  login: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
}

/**
 * Issues the user's invite (a single-use link of docs/security/one-time-tokens.md; an earlier
 * unused one stops working) and puts the welcome mail in the outbox in the caller's transaction:
 * the user exists exactly when their mail will go out. The caller kicks the worker after commit.
 * Answers the link and the queued mail's id (`npm run admin -- create` prints the link when no mail
 * server is set, docs/operations/deploying.md#the-first-administrator).
 */
export async function enqueueInvite(app: FastifyInstance, invitee: Invitee, q: Queryable): Promise<{ link: string; mailId: number }> {
  const token = await app.oneTimeTokens.issue(
    'invite',
    { userId: invitee.userId, ttlSeconds: LINK_LIFETIME_SECONDS.invite, replaceEarlier: true },
    q,
  );
  const config = await app.systemConfigRepository.get(q);
  // Built on the checked ApplicationUrl (docs/security/configuration-values.md).
  const link = portalLinkFrom(config.ApplicationUrl, `/register/${encodeURIComponent(token)}`);
  const body = renderMailTemplate('WelcomeEmailContent', config.WelcomeEmailContent, {
    FirstName: invitee.firstName,
    LastName: invitee.lastName,
    Login: invitee.login,
    Company: invitee.company,
    CompanyName: config.CompanyName,
    Link: link,
  }, linkExpiryNote(LINK_LIFETIME_SECONDS.invite));
  const mailId = await app.mailOutboxRepository.enqueue(
    { kind: 'invite', to: invitee.email, bcc: '', subject: `${config.CompanyName}: your portal account`, text: body.text, html: body.html },
    q,
  );
  return { link, mailId };
}

import type { FastifyInstance } from 'fastify';
import { LINK_LIFETIME_SECONDS, linkExpiryNote, renderMailTemplate } from 'shared/server';
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
 */
export async function enqueueInvite(app: FastifyInstance, invitee: Invitee, q: Queryable): Promise<void> {
  const token = await app.oneTimeTokens.issue(
    'invite',
    { userId: invitee.userId, ttlSeconds: LINK_LIFETIME_SECONDS.invite, replaceEarlier: true },
    q,
  );
  const config = await app.systemConfigRepository.get(q);
  const link = `${config.ApplicationUrl.replace(/\/+$/, '')}/register/${encodeURIComponent(token)}`;
  const body = renderMailTemplate('WelcomeEmailContent', config.WelcomeEmailContent, {
    FirstName: invitee.firstName,
    LastName: invitee.lastName,
    Login: invitee.login,
    Company: invitee.company,
    CompanyName: config.CompanyName,
    Link: link,
  }, linkExpiryNote(LINK_LIFETIME_SECONDS.invite));
  await app.mailOutboxRepository.enqueue(
    { kind: 'invite', to: invitee.email, bcc: '', subject: `${config.CompanyName}: your portal account`, text: body.text, html: body.html },
    q,
  );
}

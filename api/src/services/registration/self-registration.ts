import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_TYPES,
  LINK_LIFETIME_SECONDS,
  MESSAGES,
  ROLE_PERMISSIONS,
  type AutoRegisterResponse,
  type SelfRegistrationForm,
} from 'shared/server';
import type { Queryable } from '../../db/database';
import { ApiError, API_TEXTS } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import { hashPassword } from '../sessions/passwords';
import { enqueueTemplateMail, kickMail, portalLink } from './registration-mail';
import { findRegistrationSession } from './registration-session';

const sessionExpired = () => new ApiError(410, API_TEXTS.registrationSessionExpired, 'session_expired');
const emailTaken = () => new ApiError(409, API_TEXTS.emailTaken, 'email_taken');

/** A new confirmation link (earlier ones end) and its mail, in the caller's transaction. */
async function queueConfirmation(app: FastifyInstance, user: Pick<UserRow, 'user_id' | 'email' | 'first_name' | 'last_name'>, q: Queryable) {
  const raw = await app.oneTimeTokens.issue(
    'email_confirmation',
    { userId: user.user_id, ttlSeconds: LINK_LIFETIME_SECONDS.email_confirmation, replaceEarlier: true },
    q,
  );
  await enqueueTemplateMail(
    app,
    'EmailConfirmationContent',
    user.email,
    (c) => ({ FirstName: user.first_name, LastName: user.last_name, CompanyName: c.CompanyName, Link: portalLink(c, `/auto-register/confirm/${raw}`) }),
    q,
    LINK_LIFETIME_SECONDS.email_confirmation,
  );
}

export interface Registered {
  response: AutoRegisterResponse;
  pdfKey: string;
}

/**
 * POST /api/token/auto-register/user (docs/product/registration.md#creating-the-user): the user,
 * waiting for e-mail confirmation, with role user and its default permissions, linked to the
 * accounts the registration session proved (the session is used up), the confirmation mail, and a
 * session as a login would open. One transaction: a taken address leaves the registration session
 * as it was, so the visitor can try another address.
 */
export async function registerUser(app: FastifyInstance, sessionRaw: string | undefined, form: SelfRegistrationForm): Promise<Registered> {
  const session = await findRegistrationSession(app, sessionRaw);
  if (!session) throw sessionExpired();
  if (session.accounts.length === 0) throw new ApiError(400, API_TEXTS.noProvenAccount, 'no_accounts');
  if (await app.usersRepository.findByEmail(form.email)) throw emailTaken();
  const hash = await hashPassword(form.password);
  const outcome = await app.db.transaction(async (tx) => {
    const used = await app.oneTimeTokens.consume('self_registration', session.raw, tx);
    if (!used) return { kind: 'expired' as const };
    const { userId, created } = await app.usersRepository.insertIfMissing(
      {
        login: form.email,
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        company: form.company,
        passwordHash: hash,
        status: 'waiting-confirmation',
        primaryAccountTypeId: session.accounts.some((a) => a.accountTypeId === ACCOUNT_TYPES.Payer) ? ACCOUNT_TYPES.Payer : ACCOUNT_TYPES.SoldTo,
        userRole: 'user',
        permissions: ROLE_PERMISSIONS.user,
      },
      tx,
    );
    if (!created) return { kind: 'taken' as const };
    for (const a of session.accounts) {
      await app.accountsRepository.insertIfMissing(
        {
          user_id: userId,
          primary_acct: a.accountNumber,
          account_type_id: a.accountTypeId,
          name: a.name,
          name_2: a.name_2,
          company_code: a.companyCode,
          sales_organization: a.salesOrganization,
          distribution_channel: a.distributionChannel,
          division: a.division,
        },
        tx,
      );
    }
    await queueConfirmation(app, { user_id: userId, email: form.email, first_name: form.firstName, last_name: form.lastName }, tx);
    const opened = await app.sessionsRepository.create(userId, tx);
    await app.usersRepository.recordLogin(userId, tx);
    await app.auditLog.record(userId, 'self_registered', { accounts: session.accounts.map((a) => a.accountNumber), sessionId: opened.sessionId }, tx);
    return { kind: 'created' as const, userId, ...opened };
  });
  // A throw inside the transaction would roll back; these outcomes leave the session unused.
  if (outcome.kind === 'expired') throw sessionExpired();
  if (outcome.kind === 'taken') throw emailTaken();
  kickMail(app);
  return {
    response: {
      token: app.tokens.signAccessToken(outcome.userId, outcome.sessionId),
      refreshToken: outcome.refreshToken,
      user: {
        UserId: outcome.userId,
        Email: form.email,
        FirstName: form.firstName,
        LastName: form.lastName,
        Status: 'waiting-confirmation',
        isConfirmed: false,
      },
    },
    pdfKey: outcome.pdfKey,
  };
}

/** POST /api/token/auto-register/user-confirm/{token}: the link works once; the user becomes active. */
export async function confirmEmail(app: FastifyInstance, raw: string): Promise<void> {
  const confirmed = await app.db.transaction(async (tx) => {
    const token = await app.oneTimeTokens.consume('email_confirmation', raw, tx);
    if (token?.user_id == null) return false;
    const user = await app.usersRepository.findById(token.user_id, tx);
    if (!user) return false;
    // Only a waiting user becomes active: a link never unlocks a locked or deactivated user.
    if (user.status === 'waiting-confirmation') await app.usersRepository.setStatus(user.user_id, 'active', tx);
    await app.auditLog.record(user.user_id, 'email_confirmed', {}, tx);
    return true;
  });
  if (!confirmed) throw new ApiError(404, MESSAGES.confirmFailure, 'invalid_token');
}

/**
 * PUT /api/token/auto-register/resend-confirmation for the logged-in user still waiting: a new
 * link (the earlier ones end), counted per user and per client.
 */
export async function resendConfirmation(app: FastifyInstance, user: UserRow, client: string): Promise<void> {
  if (user.status !== 'waiting-confirmation') throw new ApiError(409, API_TEXTS.alreadyConfirmed, 'already_confirmed');
  await app.attemptLimiter.reserve('confirmation-mail', String(user.user_id), client);
  await app.db.transaction(async (tx) => {
    await queueConfirmation(app, { ...user, email: user.email || user.login }, tx);
    await app.auditLog.record(user.user_id, 'confirmation_resent', {}, tx);
  });
  kickMail(app);
}

import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_CHANGE_TEXTS,
  LINK_LIFETIME_SECONDS,
  USER_REFUSALS,
  renderAccountChangeNotice,
  renderEmailChangeConfirmation,
  sameIdentifier,
  type AccountChange,
  type EmailChangeResponse,
  type UserStatus,
} from 'shared/server';
import type { Queryable } from '../../db/database';
import { ApiError, userRefusal } from '../../errors';
import type { UserRow } from '../../repositories/users-repository';
import { portalLink } from '../registration/registration-mail';
import { enqueueInvite } from './invite';
import { assertMayManage } from './user-access';

/**
 * A change of a user's login or e-mail address cannot take the account over
 * (docs/security/account-changes.md): the old address is told, every link mailed before ends, the
 * user's other sessions end, and a new e-mail address takes effect only when a link mailed to it
 * is opened.
 */

/** Addresses compare in their normal form, as logins do (docs/security/identifiers.md). */
const sameAddress = sameIdentifier;

/** What a save changes of the two addresses: null for an unchanged one. */
export interface AddressChange {
  login: { from: string; to: string } | null;
  email: { from: string; to: string } | null;
}

export function addressChangeOf(before: Pick<UserRow, 'login' | 'email'>, after: { Login: string; Email: string }): AddressChange | null {
  const login = sameAddress(before.login, after.Login) ? null : { from: before.login, to: after.Login.trim() };
  const email = sameAddress(before.email, after.Email) ? null : { from: before.email, to: after.Email.trim() };
  return login || email ? { login, email } : null;
}

/** Where mail for the account goes: its e-mail address, or its login when it has none. */
const mailAddressOf = (user: Pick<UserRow, 'login' | 'email'>): string => user.email || user.login;
const looksLikeAddress = (text: string): boolean => /^[^\s@]+@[^\s@]+$/.test(text);

async function enqueueNotice(app: FastifyInstance, user: UserRow, to: readonly string[], changes: readonly AccountChange[], q: Queryable) {
  const config = await app.systemConfigRepository.get(q);
  const mail = renderAccountChangeNotice({ firstName: user.first_name, companyName: config.CompanyName, changes });
  const seen = new Set<string>();
  for (const address of to) {
    const key = address.trim().toLowerCase();
    if (!looksLikeAddress(key) || seen.has(key)) continue;
    seen.add(key);
    await app.mailOutboxRepository.enqueue({ kind: 'account_change_notice', to: address.trim(), bcc: '', subject: mail.subject, text: mail.text, html: mail.html }, q);
  }
}

/** Ends every mailed link of the user that is still open (invite, reset, e-mail confirmations) and their sessions but `keepSessionId`. */
async function endLinksAndSessions(app: FastifyInstance, userId: number, keepSessionId: string | null, q: Queryable): Promise<void> {
  await app.oneTimeTokens.revokeForUser(userId, undefined, q);
  await app.sessionsRepository.revokeAllOfUser(userId, 'address_changed', keepSessionId, q);
}

/** A user who may log in but has not set a password yet gets a new invite, at the address that now holds. */
async function reinvite(app: FastifyInstance, user: UserRow, status: UserStatus, login: string, email: string, q: Queryable): Promise<void> {
  if (user.password_hash || status === 'locked' || status === 'deactive') return;
  await enqueueInvite(app, { userId: user.user_id, login, firstName: user.first_name, lastName: user.last_name, company: user.company, email }, q);
}

async function enqueueConfirmation(app: FastifyInstance, user: UserRow, login: string, email: string, q: Queryable): Promise<void> {
  const token = await app.oneTimeTokens.issue(
    'email_change',
    { userId: user.user_id, data: { email }, ttlSeconds: LINK_LIFETIME_SECONDS.email_change, replaceEarlier: true },
    q,
  );
  const config = await app.systemConfigRepository.get(q);
  const mail = renderEmailChangeConfirmation({
    firstName: user.first_name,
    companyName: config.CompanyName,
    login,
    email,
    link: portalLink(config, `/confirm-email/${encodeURIComponent(token)}`),
    days: Math.round(LINK_LIFETIME_SECONDS.email_change / 86_400),
  });
  await app.mailOutboxRepository.enqueue({ kind: 'email_change_confirmation', to: email, bcc: '', subject: mail.subject, text: mail.text, html: mail.html }, q);
}

/**
 * In the transaction that saves the user form (PUT /api/users/{UserId}), after its row is written
 * with the new login and the OLD e-mail address: ends links and sessions, tells the old addresses,
 * and mails the new e-mail address its confirmation link. A user without a password gets a new
 * invite at once when only the login changed, else once the new address is confirmed. The caller
 * kicks the mail worker.
 */
export async function applyAddressChange(
  app: FastifyInstance,
  actorId: number,
  before: UserRow,
  change: AddressChange,
  after: { status: UserStatus; keepSessionId: string | null },
  q: Queryable,
): Promise<void> {
  await endLinksAndSessions(app, before.user_id, after.keepSessionId, q);
  const changes: AccountChange[] = [];
  if (change.login) changes.push({ kind: 'login', ...change.login });
  if (change.email) changes.push({ kind: 'emailRequested', ...change.email });
  await enqueueNotice(app, before, [mailAddressOf(before), ...(change.login ? [change.login.from] : [])], changes, q);
  const login = change.login?.to ?? before.login;
  if (change.email) {
    await enqueueConfirmation(app, before, login, change.email.to, q);
    await app.auditLog.record(actorId, 'email_change_requested', { userId: before.user_id, from: change.email.from, to: change.email.to }, q);
  } else {
    await reinvite(app, before, after.status, login, before.email, q);
  }
}

const invalidLink = () => new ApiError(404, ACCOUNT_CHANGE_TEXTS.invalidLink, 'invalid_token');

/** GET /api/users/email-change/{token}: the address the link would confirm; 404 for a dead link. */
export async function loadEmailChange(app: FastifyInstance, token: string): Promise<EmailChangeResponse> {
  const row = await app.oneTimeTokens.peek('email_change', token);
  const user = row?.user_id != null ? await app.usersRepository.findById(row.user_id) : null;
  const email = typeof row?.data.email === 'string' ? row.data.email : null;
  if (!user || !email) throw invalidLink();
  return { email, firstName: user.first_name };
}

/**
 * POST /api/users/email-change/{token}: the new address takes effect. The link is used up in the
 * transaction that changes the address; an address another user took meanwhile is refused (409)
 * and the link stays. Then, as for any change: links and every session end, the old address is told,
 * and a user without a password gets a new invite at the new address.
 */
export async function confirmEmailChange(app: FastifyInstance, token: string): Promise<void> {
  if (!(await app.oneTimeTokens.peek('email_change', token))) throw invalidLink();
  await app.db.transaction(async (tx) => {
    const row = await app.oneTimeTokens.consume('email_change', token, tx);
    const email = typeof row?.data.email === 'string' ? row.data.email : null;
    const before = row?.user_id != null ? await app.usersRepository.findById(row.user_id, tx) : null;
    if (!before || !email) throw invalidLink();
    const taken = await app.userAdminRepository.addressTaken(before.login, email, before.user_id, tx);
    if (taken) throw userRefusal(409, taken === 'login' ? USER_REFUSALS.loginInUse : USER_REFUSALS.emailInUse, 'address_in_use');
    await app.userAdminRepository.updateEmail(before.user_id, email, tx);
    await endLinksAndSessions(app, before.user_id, null, tx);
    await enqueueNotice(app, before, [mailAddressOf(before)], [{ kind: 'emailChanged', from: before.email, to: email }], tx);
    await reinvite(app, before, before.status, before.login, email, tx);
    await app.auditLog.record(before.user_id, 'email_changed', { userId: before.user_id, from: before.email, to: email }, tx);
  });
  app.mailWorker.kick();
}

/** The new address a user's change waits for, if any (the user form shows it). */
export async function pendingEmailOf(app: FastifyInstance, userId: number, q?: Queryable): Promise<string | null> {
  const row = await app.oneTimeTokens.findLive(userId, 'email_change', q);
  return typeof row?.data.email === 'string' ? row.data.email : null;
}

/** DELETE /api/users/{UserId}/email-change: whoever may save the user may end the change that waits; the address stays. */
export async function cancelEmailChange(app: FastifyInstance, caller: UserRow, userId: number): Promise<void> {
  assertMayManage(caller, (await app.usersRepository.findById(userId)) ?? notFound());
  await app.db.transaction(async (tx) => {
    const pending = await pendingEmailOf(app, userId, tx);
    if (!pending) return;
    await app.oneTimeTokens.revokeForUser(userId, ['email_change'], tx);
    await app.auditLog.record(caller.user_id, 'email_change_cancelled', { userId, to: pending }, tx);
  });
}

const notFound = (): never => {
  throw new ApiError(404, USER_REFUSALS.unknownUser, 'unknown_user');
};

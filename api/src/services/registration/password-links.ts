import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { DEAD_LINK_REASONS, LINK_LIFETIME_SECONDS, MESSAGES, type InviteResponse, type NewPasswordForm, type PasswordResetResponse } from 'shared/server';
import { ApiError } from '../../errors';
import { hashPassword } from '../sessions/passwords';
import { enqueueTemplateMail, kickMail, portalLink } from './registration-mail';

/**
 * Invites and password resets: a mailed link sets a password once (docs/security/one-time-tokens.md).
 * A dead link gets the specification's text, and as its reason whether it was used or expired,
 * or unknown (docs/security/one-time-tokens.md#dead-links).
 */
async function deadLink(app: FastifyInstance, kind: 'invite' | 'password_reset', raw: string): Promise<ApiError> {
  const why = await app.oneTimeTokens.deadBecause(kind, raw);
  const reason = why ? DEAD_LINK_REASONS[why] : DEAD_LINK_REASONS.unknown;
  return new ApiError(404, kind === 'invite' ? MESSAGES.invalidInviteToken : MESSAGES.invalidResetUrl, reason);
}
const invalidInvite = (app: FastifyInstance, raw: string) => deadLink(app, 'invite', raw);
const invalidReset = (app: FastifyInstance, raw: string) => deadLink(app, 'password_reset', raw);

/** GET /api/users/invite/{id} */
export async function loadInvite(app: FastifyInstance, inviteId: string): Promise<InviteResponse> {
  const token = await app.oneTimeTokens.peek('invite', inviteId);
  const user = token?.user_id != null ? await app.usersRepository.findById(token.user_id) : null;
  if (!user) throw await invalidInvite(app, inviteId);
  return { inviteId, firstName: user.first_name, lastName: user.last_name, email: user.email || user.login };
}

/**
 * POST /api/token/complete-registration: the invited user's first password. The token is checked
 * before the password is hashed (a dead link costs no argon2 run) and used up in the transaction
 * that stores the password, so of two submits only one succeeds.
 */
export async function completeInvite(app: FastifyInstance, inviteId: string, form: NewPasswordForm): Promise<void> {
  if (!(await app.oneTimeTokens.peek('invite', inviteId))) throw await invalidInvite(app, inviteId);
  const hash = await hashPassword(form.password);
  const userId = await app.db.transaction(async (tx) => {
    const token = await app.oneTimeTokens.consume('invite', inviteId, tx);
    if (token?.user_id == null) return null;
    await app.usersRepository.updatePassword(token.user_id, hash, tx);
    await app.oneTimeTokens.revokeForUser(token.user_id, ['invite'], tx);
    await app.auditLog.record(token.user_id, 'invite_accepted', {}, tx);
    return token.user_id;
  });
  if (userId == null) throw await invalidInvite(app, inviteId);
}

/**
 * The password reset request's answer takes a whole number of these, whether or not the address
 * has an account, so its time tells nothing (docs/product/registration.md#asking-for-a-reset).
 */
export const RESET_REQUEST_TIME_STEP_MS = 400;

/**
 * POST /api/users/password-reset-request. For a known address, a new reset link (earlier ones
 * end) goes out by mail; for an unknown one nothing happens. Either way the caller answers with
 * the same message after the same time step. Requests are counted per address and per client
 * before this runs.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const started = performance.now();
  try {
    const user = await app.usersRepository.findByEmail(email);
    if (user) {
      await app.db.transaction(async (tx) => {
        const raw = await app.oneTimeTokens.issue(
          'password_reset',
          { userId: user.user_id, ttlSeconds: LINK_LIFETIME_SECONDS.password_reset, replaceEarlier: true },
          tx,
        );
        await enqueueTemplateMail(
          app,
          'ResetPasswordEmailContent',
          user.email || user.login,
          (c) => ({ FirstName: user.first_name, LastName: user.last_name, CompanyName: c.CompanyName, Link: portalLink(c, `/reset-password/${raw}`) }),
          tx,
          LINK_LIFETIME_SECONDS.password_reset,
        );
        await app.auditLog.record(user.user_id, 'password_reset_requested', {}, tx);
      });
      kickMail(app);
    }
  } finally {
    const elapsed = performance.now() - started;
    await sleep(Math.ceil((elapsed + 1) / RESET_REQUEST_TIME_STEP_MS) * RESET_REQUEST_TIME_STEP_MS - elapsed);
  }
}

/** GET /api/users/password-reset/{id} */
export async function loadPasswordReset(app: FastifyInstance, id: string): Promise<PasswordResetResponse> {
  const token = await app.oneTimeTokens.peek('password_reset', id);
  const user = token?.user_id != null ? await app.usersRepository.findById(token.user_id) : null;
  if (!user) throw await invalidReset(app, id);
  return { id, firstName: user.first_name };
}

/**
 * POST /api/token/complete-password-reset: the link works once; the new password ends every
 * session of the user (a thief logged in with the old password is logged out).
 */
export async function completePasswordReset(app: FastifyInstance, id: string, form: NewPasswordForm): Promise<void> {
  if (!(await app.oneTimeTokens.peek('password_reset', id))) throw await invalidReset(app, id);
  const hash = await hashPassword(form.password);
  const userId = await app.db.transaction(async (tx) => {
    const token = await app.oneTimeTokens.consume('password_reset', id, tx);
    if (token?.user_id == null) return null;
    await app.usersRepository.updatePassword(token.user_id, hash, tx);
    await app.sessionsRepository.revokeAllOfUser(token.user_id, 'password_reset', null, tx);
    await app.oneTimeTokens.revokeForUser(token.user_id, ['password_reset'], tx);
    await app.auditLog.record(token.user_id, 'password_reset', {}, tx);
    return token.user_id;
  });
  if (userId == null) throw await invalidReset(app, id);
}

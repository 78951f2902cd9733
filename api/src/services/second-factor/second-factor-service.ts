import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  SECOND_FACTOR,
  SECOND_FACTOR_REASONS,
  SECOND_FACTOR_TEXTS,
  requiresSecondFactor,
  type EnrolmentResult,
  type PasskeyAssertion,
  type PasskeyAttestation,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type SecondFactorChallenge,
  type SecondFactorMethod,
  type SecondFactorStatus,
  type TotpEnrolment,
} from 'shared/server';
import { ApiError, unauthorized } from '../../errors';
import type { Queryable } from '../../db/database';
import type { PasskeyRow } from '../../repositories/second-factor-repository';
import type { UserRow } from '../../repositories/users-repository';
import { ThrottledError } from '../../security/attempt-limiter';
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from './passkeys';
import { newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { checkTotp, newTotpSecret, normaliseCode, TOTP_CODE, totpUri } from './totp';

export type RelyingParty = { rpID: string; origin: string };
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;

/**
 * A wrong code: 401 at the login's second step (no session yet, like a wrong password), 400 where a
 * session asks (a 401 there would make the page think its session ended).
 */
const invalidCode = (status: 400 | 401 = 400) => new ApiError(status, SECOND_FACTOR_TEXTS.invalidCode, SECOND_FACTOR_REASONS.invalidCode);
const challengeExpired = () => unauthorized(SECOND_FACTOR_TEXTS.challengeExpired, SECOND_FACTOR_REASONS.challengeExpired);
const passkeyFailed = (status: 400 | 401 = 400) => new ApiError(status, SECOND_FACTOR_TEXTS.passkeyFailed, SECOND_FACTOR_REASONS.invalidCode);

/**
 * The second factor of docs/security/second-factor.md: the login's second step, enrolment of TOTP
 * and passkeys, recovery codes and re-authentication. Every guess of a code or passkey is counted by
 * the attempt limiter (scope 'second-factor', per user), before it is checked.
 */
export function createSecondFactorService(app: FastifyInstance) {
  const { secondFactorRepository: factors, usersRepository: users, attemptLimiter, auditLog, db } = app;

  /** Counts a guess for this user from this address; throws 429 past the limits. */
  async function countGuess(user: UserRow, client: string) {
    const attempt = await attemptLimiter.count('second-factor', `user:${user.user_id}`, client);
    if (!attempt.allowed) {
      await auditLog.record(user.user_id, 'second_factor_throttled', { client, blockedBy: attempt.blockedBy });
      throw new ThrottledError(attempt.retryAfterSeconds);
    }
    return attempt;
  }

  /**
   * Whether a code has the form of a TOTP or recovery code. One that has not is no guess of either:
   * it is refused without being counted.
   */
  const wellFormed = (code: string) => TOTP_CODE.test(normaliseCode(code)) || normaliseRecoveryCode(code) !== null;

  /** A TOTP code (spent by its time step) or a recovery code (spent once): the method it was, or null. */
  async function spendCode(user: UserRow, code: string): Promise<SecondFactorMethod | null> {
    if (TOTP_CODE.test(normaliseCode(code))) {
      const totp = await factors.findTotp(user.user_id);
      if (!totp?.confirmed_at) return null;
      const step = checkTotp(totp.secret, code, totp.last_time_step === null ? null : Number(totp.last_time_step));
      return step !== null && (await factors.useTotpStep(user.user_id, step)) ? 'totp' : null;
    }
    const recovery = normaliseRecoveryCode(code);
    return recovery && (await factors.useRecoveryCode(user.user_id, recovery)) ? 'recovery' : null;
  }

  /** The passkey an assertion names, when it is one of this user's on this host. */
  async function passkeyOf(user: UserRow, response: PasskeyAssertion, rp: RelyingParty) {
    const passkey = await factors.findPasskey(response.id);
    return passkey && passkey.user_id === user.user_id && passkey.rp_id === rp.rpID ? passkey : null;
  }

  /** A passkey assertion checked against a challenge of `purpose`; the passkey's counter moves on. */
  async function spendPasskey(
    user: UserRow,
    passkey: PasskeyRow,
    response: PasskeyAssertion,
    rp: RelyingParty,
    purpose: 'passkey-login' | 'passkey-reauth',
    sessionId: string | null,
  ): Promise<boolean> {
    const counter = await verifyAuthentication(response, passkey, rp, (challenge) =>
      factors.useChallenge(challenge, purpose, user.user_id, sessionId),
    );
    if (counter === null) return false;
    await factors.passkeyUsed(passkey.id, counter);
    return true;
  }

  async function methodsOf(userId: number): Promise<SecondFactorMethod[]> {
    const [totp, passkeys, left] = await Promise.all([
      factors.findTotp(userId),
      factors.listPasskeys(userId),
      factors.recoveryCodesLeft(userId),
    ]);
    const methods: SecondFactorMethod[] = [];
    if (totp?.confirmed_at) methods.push('totp');
    if (passkeys.length > 0) methods.push('passkey');
    if (left > 0) methods.push('recovery');
    return methods;
  }

  /** The user of a login challenge still waiting for its second step. */
  async function challengedUser(mfaToken: string): Promise<UserRow> {
    const userId = await factors.peekChallenge(mfaToken, 'login');
    const user = userId === null ? null : await users.findById(userId);
    // Locked or deactivated since the password step: no session.
    if (!user || (user.status !== 'active' && user.status !== 'waiting-confirmation')) throw challengeExpired();
    return user;
  }

  /** Issues recovery codes with a user's first factor; later factors get none. */
  async function afterEnrolment(user: UserRow, sessionId: string, method: SecondFactorMethod, first: boolean, q: Queryable) {
    const recoveryCodes = first ? newRecoveryCodes() : [];
    if (first) await factors.replaceRecoveryCodes(user.user_id, recoveryCodes, q);
    // Setting up a factor proves it: sensitive changes right after need no second prompt.
    await factors.markReauthenticated(sessionId, q);
    await auditLog.record(user.user_id, 'second_factor_enrolled', { sessionId, method }, q);
    return { recoveryCodes };
  }

  /** Staff keep at least one factor (docs/security/second-factor.md#who). */
  async function assertRemovable(user: UserRow, remaining: number) {
    if (remaining === 0 && requiresSecondFactor(user.permissions)) {
      throw new ApiError(409, SECOND_FACTOR_TEXTS.lastFactor, 'last_factor');
    }
  }

  return {
    /** For a user with a factor: a login challenge instead of a session (null without a factor). */
    async challengeFor(user: UserRow): Promise<SecondFactorChallenge | null> {
      const methods = await methodsOf(user.user_id);
      if (!methods.includes('totp') && !methods.includes('passkey')) return null;
      const mfaToken = randomBytes(32).toString('base64url');
      await factors.createChallenge({ token: mfaToken, userId: user.user_id, purpose: 'login', seconds: SECOND_FACTOR.loginChallengeSeconds });
      return { isLoggedIn: false, status: user.status, mfaToken, methods };
    },

    /** The login's second step with a code: the user, once; the challenge is spent. */
    async verifyLoginCode(mfaToken: string, code: string, client: string): Promise<{ user: UserRow; method: SecondFactorMethod }> {
      const user = await challengedUser(mfaToken);
      if (!wellFormed(code)) throw invalidCode(401);
      const attempt = await countGuess(user, client);
      const method = await spendCode(user, code);
      if (!method) {
        await auditLog.record(user.user_id, 'second_factor_failed', { client, step: 'login' });
        throw invalidCode(401);
      }
      if (!(await factors.useChallenge(mfaToken, 'login', user.user_id))) throw challengeExpired();
      await attempt.succeeded();
      return { user, method };
    },

    async loginPasskeyOptions(mfaToken: string, rp: RelyingParty): Promise<PasskeyRequestOptions> {
      const user = await challengedUser(mfaToken);
      const passkeys = (await factors.listPasskeys(user.user_id)).filter((p) => p.rp_id === rp.rpID);
      if (passkeys.length === 0) throw new ApiError(400, SECOND_FACTOR_TEXTS.passkeyUnknown, 'no_passkey');
      const options = await authenticationOptions(rp.rpID, passkeys);
      await factors.createChallenge({ token: options.challenge, userId: user.user_id, purpose: 'passkey-login', seconds: SECOND_FACTOR.loginChallengeSeconds });
      return options;
    },

    async verifyLoginPasskey(mfaToken: string, response: PasskeyAssertion, rp: RelyingParty, client: string) {
      const user = await challengedUser(mfaToken);
      const passkey = await passkeyOf(user, response, rp);
      if (!passkey) throw passkeyFailed(401);
      const attempt = await countGuess(user, client);
      if (!(await spendPasskey(user, passkey, response, rp, 'passkey-login', null))) {
        await auditLog.record(user.user_id, 'second_factor_failed', { client, step: 'login', method: 'passkey' });
        throw passkeyFailed(401);
      }
      if (!(await factors.useChallenge(mfaToken, 'login', user.user_id))) throw challengeExpired();
      await attempt.succeeded();
      return { user, method: 'passkey' as const };
    },

    async status(user: UserRow, rpID: string): Promise<SecondFactorStatus> {
      const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
        factors.findTotp(user.user_id),
        factors.listPasskeys(user.user_id),
        factors.recoveryCodesLeft(user.user_id),
      ]);
      const hasTotp = Boolean(totp?.confirmed_at);
      return {
        required: requiresSecondFactor(user.permissions),
        enrolled: hasTotp || passkeys.length > 0,
        totp: hasTotp,
        // Passkeys of other hosts (the brands) work only there, so they are listed only there.
        passkeys: passkeys
          .filter((p) => p.rp_id === rpID)
          .map((p) => ({ id: p.id, name: p.name, createdAt: p.created_at.toISOString(), lastUsedAt: p.last_used_at?.toISOString() ?? null })),
        recoveryCodesLeft,
      };
    },

    async startTotp(user: UserRow): Promise<TotpEnrolment> {
      const secret = newTotpSecret();
      if (!(await factors.savePendingTotp(user.user_id, secret))) {
        throw new ApiError(409, SECOND_FACTOR_TEXTS.totpAlreadyEnrolled, 'totp_enrolled');
      }
      return { secret, uri: totpUri(user.login, secret) };
    },

    async confirmTotp(user: UserRow, sessionId: string, code: string, client: string): Promise<EnrolmentResult> {
      const totp = await factors.findTotp(user.user_id);
      if (!totp || totp.confirmed_at) throw new ApiError(409, SECOND_FACTOR_TEXTS.noTotpPending, 'no_totp_pending');
      if (!TOTP_CODE.test(normaliseCode(code))) throw invalidCode();
      const attempt = await countGuess(user, client);
      const step = checkTotp(totp.secret, code, null);
      const first = !(await factors.hasFactor(user.user_id));
      if (step === null || !(await factors.useTotpStep(user.user_id, step))) throw invalidCode();
      await attempt.succeeded();
      return db.transaction((tx) => afterEnrolment(user, sessionId, 'totp', first, tx));
    },

    async removeTotp(user: UserRow, sessionId: string): Promise<void> {
      const passkeys = await factors.listPasskeys(user.user_id);
      await assertRemovable(user, passkeys.length);
      await db.transaction(async (tx) => {
        await factors.removeTotp(user.user_id, tx);
        if (passkeys.length === 0) await factors.replaceRecoveryCodes(user.user_id, [], tx);
        await auditLog.record(user.user_id, 'second_factor_removed', { sessionId, method: 'totp' }, tx);
      });
    },

    async passkeyRegistrationOptions(user: UserRow, sessionId: string, rp: RelyingParty): Promise<PasskeyCreationOptions> {
      const options = await registrationOptions(rp.rpID, user, await factors.listPasskeys(user.user_id));
      await factors.createChallenge({ token: options.challenge, userId: user.user_id, purpose: 'passkey-register', sessionId, seconds: SECOND_FACTOR.loginChallengeSeconds });
      return options;
    },

    async registerPasskey(user: UserRow, sessionId: string, rp: RelyingParty, response: PasskeyAttestation, name: string | undefined) {
      const made = await verifyRegistration(response, rp, (challenge) =>
        factors.useChallenge(challenge, 'passkey-register', user.user_id, sessionId),
      );
      if (!made) throw new ApiError(400, SECOND_FACTOR_TEXTS.passkeyFailed, 'passkey_failed');
      const first = !(await factors.hasFactor(user.user_id));
      return db.transaction(async (tx) => {
        const label = name?.trim() || `Passkey ${new Date().toISOString().slice(0, 10)}`;
        if (!(await factors.addPasskey({ userId: user.user_id, ...made, rpId: rp.rpID, name: label.slice(0, 60) }, tx))) {
          throw new ApiError(409, SECOND_FACTOR_TEXTS.passkeyFailed, 'passkey_exists');
        }
        return afterEnrolment(user, sessionId, 'passkey', first, tx);
      });
    },

    async removePasskey(user: UserRow, sessionId: string, id: number): Promise<void> {
      const [totp, passkeys] = await Promise.all([factors.findTotp(user.user_id), factors.listPasskeys(user.user_id)]);
      if (!passkeys.some((p) => p.id === id)) throw new ApiError(404, 'Passkey not found.', 'not_found');
      const remaining = passkeys.length - 1 + (totp?.confirmed_at ? 1 : 0);
      await assertRemovable(user, remaining);
      await db.transaction(async (tx) => {
        await factors.removePasskey(user.user_id, id, tx);
        if (remaining === 0) await factors.replaceRecoveryCodes(user.user_id, [], tx);
        await auditLog.record(user.user_id, 'second_factor_removed', { sessionId, method: 'passkey', passkeyId: id }, tx);
      });
    },

    async regenerateRecoveryCodes(user: UserRow, sessionId: string): Promise<EnrolmentResult> {
      if (!(await factors.hasFactor(user.user_id))) throw new ApiError(409, SECOND_FACTOR_TEXTS.enrolmentRequired, 'no_factor');
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        await factors.replaceRecoveryCodes(user.user_id, recoveryCodes, tx);
        await auditLog.record(user.user_id, 'recovery_codes_replaced', { sessionId }, tx);
      });
      return { recoveryCodes };
    },

    async reauthPasskeyOptions(user: UserRow, sessionId: string, rp: RelyingParty): Promise<PasskeyRequestOptions> {
      const passkeys = (await factors.listPasskeys(user.user_id)).filter((p) => p.rp_id === rp.rpID);
      if (passkeys.length === 0) throw new ApiError(400, SECOND_FACTOR_TEXTS.passkeyUnknown, 'no_passkey');
      const options = await authenticationOptions(rp.rpID, passkeys);
      await factors.createChallenge({ token: options.challenge, userId: user.user_id, purpose: 'passkey-reauth', sessionId, seconds: SECOND_FACTOR.loginChallengeSeconds });
      return options;
    },

    /** Re-authentication (ASVS 7.5.1): a code or a passkey; the session counts as freshly proven. */
    async reauthenticate(
      user: UserRow,
      sessionId: string,
      proof: { code: string } | { response: PasskeyAssertion },
      rp: RelyingParty,
      client: string,
    ): Promise<void> {
      const passkey = 'code' in proof ? null : await passkeyOf(user, proof.response, rp);
      if ('code' in proof ? !wellFormed(proof.code) : !passkey) throw 'code' in proof ? invalidCode() : passkeyFailed();
      const attempt = await countGuess(user, client);
      const method =
        'code' in proof
          ? await spendCode(user, proof.code)
          : (await spendPasskey(user, passkey!, proof.response, rp, 'passkey-reauth', sessionId))
            ? 'passkey'
            : null;
      if (!method) {
        await auditLog.record(user.user_id, 'second_factor_failed', { client, step: 'reauth' });
        throw 'code' in proof ? invalidCode() : passkeyFailed();
      }
      await attempt.succeeded();
      await factors.markReauthenticated(sessionId);
      await auditLog.record(user.user_id, 'reauthenticated', { sessionId, method });
    },
  };
}

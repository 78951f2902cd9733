import type { FastifyInstance } from 'fastify';
import { LIMITS, LINK_LIFETIME_SECONDS, MESSAGES, stripLeadingZeros, type AddAccountForm, type ProvenAccount, type ValidateAccountResponse } from 'shared/server';
import { ApiError, API_TEXTS } from '../../errors';
import { proveAccount, type StoredAccount } from '../accounts/account-proof';

interface SessionData {
  accounts: StoredAccount[];
}

export interface RegistrationSession {
  /** The raw token the browser holds; new when the browser had none (or a dead one). */
  raw: string;
  accounts: StoredAccount[];
}

const accountsOf = (data: Record<string, unknown> | undefined): StoredAccount[] => {
  const accounts = (data as Partial<SessionData> | undefined)?.accounts;
  return Array.isArray(accounts) ? accounts : [];
};

/** What the page may see of an account. */
export const publicAccount = (a: StoredAccount): ProvenAccount => ({
  accountNumber: a.accountNumber,
  name: a.name,
  accountTypeId: a.accountTypeId,
  companyCode: a.companyCode,
  address: a.address,
});

/**
 * The live session the browser names, or null. The proven accounts come only from here, never
 * from the browser (docs/product/registration.md#self-registration).
 */
export async function findRegistrationSession(app: FastifyInstance, raw: string | undefined): Promise<RegistrationSession | null> {
  if (!raw) return null;
  const row = await app.oneTimeTokens.peek('self_registration', raw);
  return row ? { raw, accounts: accountsOf(row.data) } : null;
}

/** The browser's live session, or a new empty one (an hour long, like the link of a reset). */
export async function openRegistrationSession(app: FastifyInstance, raw: string | undefined): Promise<RegistrationSession> {
  const found = await findRegistrationSession(app, raw);
  if (found) return found;
  const fresh = await app.oneTimeTokens.issue('self_registration', {
    data: { accounts: [] },
    ttlSeconds: LINK_LIFETIME_SECONDS.self_registration,
  });
  return { raw: fresh, accounts: [] };
}

/**
 * PUT /api/users/account/validate for an open session. The maximum and duplicates are answered
 * first (they tell only what the session already holds); then the attempt is counted per session,
 * per client and per session+client before the ERP is asked, so proofs cannot be guessed by trying
 * (docs/security/login-throttling.md). A proof that holds is not counted as a failure.
 */
export async function addProvenAccount(
  app: FastifyInstance,
  session: RegistrationSession,
  form: AddAccountForm,
  client: string,
): Promise<ValidateAccountResponse> {
  if (session.accounts.length >= LIMITS.selfRegistrationMaxAccounts) throw new ApiError(409, MESSAGES.maxAccounts, 'max_accounts');
  const number = stripLeadingZeros(form.accountNumber.trim());
  if (session.accounts.some((a) => a.accountNumber === number)) throw new ApiError(409, MESSAGES.accountDuplicate, 'duplicate');
  const attempt = await app.attemptLimiter.reserve('add-account', session.raw, client);
  const proof = await proveAccount(app, form);
  await attempt.succeeded();
  const accounts = [...session.accounts, proof.account];
  if (!(await app.oneTimeTokens.updateData('self_registration', session.raw, { accounts }))) {
    throw new ApiError(410, API_TEXTS.registrationSessionExpired, 'session_expired');
  }
  return { invoice: proof.invoice, detail: proof.detail, account: publicAccount(proof.account), accounts: accounts.map(publicAccount) };
}

import { DOC, billingNumber } from './fake-erp-data';
import { bearer } from './test-app';
import { defaultSystemConfiguration } from '../../src/services/config/system-config-defaults';
import { BILLING_ROWS } from './authorization-rows-billing';
import { ALL_204, ALL_400, ALL_401, ALL_409, json, LOGGED_IN, LOGINS, NOT_FOUND, PUBLIC, type Call, type Statuses } from './authorization-basics';

export * from './authorization-basics';
export { autopayBody, OWNER_DOC, scheduledBody } from './authorization-rows-billing';

/** Passkey answers of the right shape that verify nothing. */
const MADE_UP_ASSERTION = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };
const MADE_UP_ATTESTATION = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'oA' }, clientExtensionResults: {} };

/** The users administration: CanViewUsers (staff, admin); customers are refused. */
const VIEW_USERS: Statuses = { anonymous: 401, owner: 403, foreign: 403, staff: 200, impersonating: 200, admin: 200 };
/** CanManageUsers: the admin only of these identities. */
const MANAGE_USERS: Statuses = { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 };
/** One's own record, or anyone's with CanViewUsers. */
const OWN_OR_VIEW: Statuses = { anonymous: 401, owner: 200, foreign: 403, staff: 200, impersonating: 200, admin: 200 };
/** Only CanEditSystemConfig (the admin). */
const CONFIG_EDITOR: Statuses = { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 };
/** The configuration as the page sends it; the SMTP test goes to a port where nothing listens. */
const { SmtpPassword: _password, ...CONFIG_FORM } = defaultSystemConfiguration('http://erp.test', { host: '127.0.0.1', port: 1 });
/** The owner's linked accounts: changed by the owner (with CanManageOwnSAPAccounts) or staff with CanManageUsers. */
const ACCOUNT_CHANGE: Statuses = { anonymous: 401, owner: 200, foreign: 403, staff: 403, impersonating: 403, admin: 200 };
const PASSWORDS = { password: 'Matrix-pass-2026', confirmPassword: 'Matrix-pass-2026' };
/** Logged in, but only a user still waiting for confirmation may ask for a new mail: 409 for the others. */
const WAITING_ONLY: Statuses = { anonymous: 401, owner: 409, foreign: 409, staff: 409, impersonating: 409, admin: 409 };
export const PROVEN_ACCOUNT = {
  accountNumber: '100100', name: 'Harborview', name_2: '', accountTypeId: 1, companyCode: '1000',
  salesOrganization: '1000', distributionChannel: '10', division: '00', address: null,
};

/**
 * The rows of the authorization matrix (authorization-matrix.test.ts): every registered route, the
 * request each identity sends, and the status each must get; the billing customer's calls are
 * authorization-rows-billing.ts's.
 */
export const ROWS: Record<string, { call: Call; expect: Statuses }> = {
  'GET /health/live': { call: () => ({ method: 'GET', url: '/health/live' }), expect: PUBLIC },
  'GET /health/ready': { call: () => ({ method: 'GET', url: '/health/ready' }), expect: PUBLIC },
  // No METRICS_TOKEN in these tests: /metrics is refused to everyone, a session's bearer token included (metrics.test.ts has the token's rows).
  'GET /metrics': { call: (ctx) => ({ method: 'GET', url: '/metrics', headers: ctx.headers }), expect: NOT_FOUND },
  'GET /remotes.json': { call: () => ({ method: 'GET', url: '/remotes.json' }), expect: PUBLIC },
  // Nothing is built in these tests: the static routes answer 404 to everyone alike.
  'GET /remotes/:remote/*': { call: (ctx) => ({ method: 'GET', url: '/remotes/mfe-invoices/remoteEntry.js', headers: ctx.headers }), expect: NOT_FOUND },
  'GET /*': { call: (ctx) => ({ method: 'GET', url: '/invoices', headers: ctx.headers }), expect: NOT_FOUND },

  'POST /api/token/login': {
    call: (ctx) => json('POST', '/api/token/login', { login: LOGINS.owner, password: 'Demo-pass-2026' })(ctx),
    expect: PUBLIC,
  },
  'POST /api/token/refresh': {
    call: async (ctx) => ({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: (await ctx.fresh())?.refreshToken ?? 'not-a-refresh-token' },
    }),
    expect: LOGGED_IN,
  },
  'POST /api/token/logout': {
    call: async (ctx) => {
      const session = await ctx.fresh();
      return { method: 'POST', url: '/api/token/logout', headers: session ? bearer(session.token) : {}, payload: {} };
    },
    expect: PUBLIC,
  },
  'POST /api/token/getuseraccounts': { call: json('POST', '/api/token/getuseraccounts', {}), expect: LOGGED_IN },
  // A wrong current password: answered 200 with its message, the password stays.
  'POST /api/token/resetpassword': {
    call: json('POST', '/api/token/resetpassword', { CurrentPassword: 'not-it', NewPassword: 'New-pass-2026', ConfirmNewPassword: 'New-pass-2026' }),
    expect: LOGGED_IN,
  },
  'GET /api/login-status': { call: (ctx) => ({ method: 'GET', url: '/api/login-status', headers: ctx.headers }), expect: PUBLIC },
  'GET /api/config': { call: (ctx) => ({ method: 'GET', url: '/api/config', headers: ctx.headers }), expect: PUBLIC },

  // docs/security/second-factor.md. The login's second step is public; a made-up challenge opens nothing.
  'POST /api/token/mfa/verify': { call: json('POST', '/api/token/mfa/verify', { mfaToken: 'made-up', code: '123456' }), expect: ALL_401 },
  'POST /api/token/mfa/passkey/options': { call: json('POST', '/api/token/mfa/passkey/options', { mfaToken: 'made-up' }), expect: ALL_401 },
  'POST /api/token/mfa/passkey/verify': {
    call: json('POST', '/api/token/mfa/passkey/verify', { mfaToken: 'made-up', response: MADE_UP_ASSERTION }),
    expect: ALL_401,
  },
  'GET /api/mfa': { call: (ctx) => ({ method: 'GET', url: '/api/mfa', headers: ctx.headers }), expect: LOGGED_IN },
  // Before the start below: nothing is being enrolled (staff have their TOTP set up already).
  'POST /api/mfa/totp/confirm': { call: json('POST', '/api/mfa/totp/confirm', { code: '123456' }), expect: { ...ALL_409, anonymous: 401 } },
  'POST /api/mfa/totp/start': {
    call: json('POST', '/api/mfa/totp/start', {}),
    expect: { anonymous: 401, owner: 200, foreign: 200, staff: 409, impersonating: 409, admin: 409 },
  },
  // A customer may remove theirs (the one just started); staff keep their last factor.
  'POST /api/mfa/totp/remove': {
    call: json('POST', '/api/mfa/totp/remove', {}),
    expect: { anonymous: 401, owner: 200, foreign: 200, staff: 409, impersonating: 409, admin: 409 },
  },
  'POST /api/mfa/passkeys/options': { call: json('POST', '/api/mfa/passkeys/options', {}), expect: LOGGED_IN },
  'POST /api/mfa/passkeys': { call: json('POST', '/api/mfa/passkeys', { response: MADE_UP_ATTESTATION }), expect: { ...ALL_400, anonymous: 401 } },
  'POST /api/mfa/passkeys/remove': { call: json('POST', '/api/mfa/passkeys/remove', { id: 999_999 }), expect: { ...NOT_FOUND, anonymous: 401 } },
  'POST /api/mfa/recovery-codes': {
    call: json('POST', '/api/mfa/recovery-codes', {}),
    expect: { anonymous: 401, owner: 409, foreign: 409, staff: 200, impersonating: 200, admin: 200 },
  },
  'POST /api/mfa/reauth/options': { call: json('POST', '/api/mfa/reauth/options', {}), expect: { ...ALL_400, anonymous: 401 } },
  'POST /api/mfa/reauth': { call: json('POST', '/api/mfa/reauth', { code: 'not-a-code' }), expect: { ...ALL_400, anonymous: 401 } },
  'GET /api/erp-status': { call: (ctx) => ({ method: 'GET', url: '/api/erp-status', headers: ctx.headers }), expect: LOGGED_IN },
  // The operators' page: CanEditSystemConfig only (of these identities, the admin).
  'GET /api/system/status': {
    call: (ctx) => ({ method: 'GET', url: '/api/system/status', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 },
  },
  // The job queue on /system: CanEditSystemConfig only; a job that has not failed cannot be retried (404).
  'GET /api/system/jobs': {
    call: (ctx) => ({ method: 'GET', url: '/api/system/jobs', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 },
  },
  'POST /api/system/jobs/:id/retry': {
    call: json('POST', '/api/system/jobs/999999/retry', {}),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 404 },
  },
  // The payment pages' script inventory, the browser reports and the tamper check on /system: CanEditSystemConfig only.
  'GET /api/system/scripts': {
    call: (ctx) => ({ method: 'GET', url: '/api/system/scripts', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 },
  },
  'GET /api/system/canaries': {
    call: (ctx) => ({ method: 'GET', url: '/api/system/canaries', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 },
  },
  'GET /api/system/client-reports': {
    call: (ctx) => ({ method: 'GET', url: '/api/system/client-reports', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 },
  },
  'GET /api/system/tamper-check': {
    call: (ctx) => ({ method: 'GET', url: '/api/system/tamper-check', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 403, impersonating: 403, admin: 200 },
  },
  // Run by hand from this machine (app.inject's 127.0.0.1), whoever asks: `npm run verify-live`.
  'POST /api/system/tamper-check': { call: (ctx) => ({ method: 'POST', url: '/api/system/tamper-check', headers: ctx.headers }), expect: PUBLIC },
  // What browsers report: anyone, a page that failed may be the login page (docs/security/client-reports.md).
  'POST /api/client-reports': {
    call: json('POST', '/api/client-reports', { reports: [{ kind: 'render-error', remote: 'mfe_admin', release: 'unreleased' }] }),
    expect: ALL_204,
  },
  // A signed-in payment page tells which scripts it loaded; nothing is released in these tests, so nothing is flagged.
  'POST /api/client-reports/scripts': {
    call: json('POST', '/api/client-reports/scripts', { page: '/deposits', scripts: ['/main.js'] }),
    expect: { anonymous: 401, owner: 204, foreign: 204, staff: 204, impersonating: 204, admin: 204 },
  },
  'POST /api/csp-reports': {
    call: json('POST', '/api/csp-reports', { 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }),
    expect: ALL_204,
  },
  // Sandbox mode only, from this machine (app.inject's 127.0.0.1) only, whoever asks: a demo's clock.
  'POST /api/jobs/run-due': {
    call: json('POST', '/api/jobs/run-due', {}),
    expect: { anonymous: 200, owner: 200, foreign: 200, staff: 200, impersonating: 200, admin: 200 },
  },

  ...BILLING_ROWS,

  'GET /api/configuration': { call: (ctx) => ({ method: 'GET', url: '/api/configuration', headers: ctx.headers }), expect: CONFIG_EDITOR },
  'PUT /api/configuration': { call: json('PUT', '/api/configuration', CONFIG_FORM), expect: CONFIG_EDITOR },
  // Answered 200 with the reason the mail could not go (nothing listens on port 1).
  'POST /api/configuration/smtp-test': {
    call: json('POST', '/api/configuration/smtp-test', { ...CONFIG_FORM, testEmail: 'test@portal.test' }),
    expect: CONFIG_EDITOR,
  },
  'GET /api/configuration/erp': { call: (ctx) => ({ method: 'GET', url: '/api/configuration/erp', headers: ctx.headers }), expect: CONFIG_EDITOR },
  // Whoever may link accounts: customers (their own) and CanManageUsers; staff without it may not.
  'GET /api/configuration/org-units': {
    call: (ctx) => ({ method: 'GET', url: '/api/configuration/org-units', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 200, foreign: 200, staff: 403, impersonating: 403, admin: 200 },
  },
  'GET /api/register': {
    call: (ctx) => ({ method: 'GET', url: '/api/register', headers: ctx.headers }),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 200, impersonating: 200, admin: 200 },
  },
  // Another user's accounts need CanViewUsers.
  'GET /api/users/:id/accounts': {
    call: (ctx) => ({ method: 'GET', url: `/api/users/${ctx.owner.userId}/accounts`, headers: ctx.headers }),
    expect: { anonymous: 401, owner: 200, foreign: 403, staff: 200, impersonating: 200, admin: 200 },
  },
  // The owner proves the account with one of its invoices; the admin needs no proof.
  'POST /api/users/:id/accounts': {
    call: (ctx) =>
      json('POST', `/api/users/${ctx.owner.userId}/accounts`, ctx.who === 'admin'
        ? { PrimaryAcct: '100400', CompanyCode: '1000', SalesOrganization: '1000' }
        : { PrimaryAcct: '100300', CompanyCode: '1000', SalesOrganization: '1000', InvoiceNumber: billingNumber('100300', DOC.open), InvoiceAmount: '100.00' })(ctx),
    expect: ACCOUNT_CHANGE,
  },
  'PUT /api/users/:id/accounts/:AccountId': {
    call: (ctx) =>
      json('PUT', `/api/users/${ctx.owner.userId}/accounts/${ctx.owner.accountId}`, { PrimaryAcct: '100200', CompanyCode: '1100', SalesOrganization: '1100' })(ctx),
    expect: ACCOUNT_CHANGE,
  },
  'DELETE /api/users/:id/accounts/:AccountId': {
    call: async (ctx) => ({ method: 'DELETE', url: `/api/users/${ctx.owner.userId}/accounts/${await ctx.scratchAccount()}`, headers: ctx.headers }),
    expect: ACCOUNT_CHANGE,
  },
  'GET /api/users': { call: (ctx) => ({ method: 'GET', url: `/api/users?search=soph${ctx.imp.replace('?', '&')}`, headers: ctx.headers }), expect: VIEW_USERS },
  'GET /api/users/export': { call: (ctx) => ({ method: 'GET', url: '/api/users/export?status=locked', headers: ctx.headers }), expect: VIEW_USERS },
  'GET /api/users/:userId': { call: (ctx) => ({ method: 'GET', url: `/api/users/${ctx.owner.userId}`, headers: ctx.headers }), expect: OWN_OR_VIEW },
  'POST /api/users': {
    call: (ctx) =>
      json('POST', '/api/users', {
        ...ctx.owner.form,
        Login: `matrix-${ctx.who}@portal.test`,
        Email: `matrix-${ctx.who}@portal.test`,
      })(ctx),
    expect: MANAGE_USERS,
  },
  'PUT /api/users/:userId': { call: (ctx) => json('PUT', `/api/users/${ctx.owner.userId}`, ctx.owner.form)(ctx), expect: MANAGE_USERS },
  'DELETE /api/users/:userId': {
    call: (ctx) => ({ method: 'DELETE', url: `/api/users/${ctx.fixtures.deletableUserId}`, headers: ctx.headers }),
    expect: MANAGE_USERS,
  },
  'GET /api/users/:id/exclusions': { call: (ctx) => ({ method: 'GET', url: `/api/users/${ctx.owner.userId}/exclusions`, headers: ctx.headers }), expect: OWN_OR_VIEW },
  'PUT /api/users/:id/exclusions': { call: (ctx) => json('PUT', `/api/users/${ctx.owner.userId}/exclusions`, [])(ctx), expect: MANAGE_USERS },
  'GET /api/configuration/getprimaryaccounttypes': {
    call: (ctx) => ({ method: 'GET', url: '/api/configuration/getprimaryaccounttypes', headers: ctx.headers }),
    expect: LOGGED_IN,
  },
  'GET /api/configuration/getaccounttypes': { call: (ctx) => ({ method: 'GET', url: '/api/configuration/getaccounttypes', headers: ctx.headers }), expect: LOGGED_IN },
  'GET /api/register/:id': { call: (ctx) => ({ method: 'GET', url: `/api/register/${ctx.fixtures.requestId}`, headers: ctx.headers }), expect: VIEW_USERS },
  // Each identity rejects a request of its own: a second reject of one request answers 409.
  'POST /api/register/:id/reject': {
    call: (ctx) => json('POST', `/api/register/${ctx.fixtures.rejectRequestIds[ctx.who]}/reject`, { Reason: 'Matrix' })(ctx),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 200, impersonating: 200, admin: 200 },
  },
  'POST /api/register/:id/completed': { call: (ctx) => json('POST', `/api/register/${ctx.fixtures.requestId}/completed`, {})(ctx), expect: MANAGE_USERS },
  // Whom the calls act for: oneself, or (impersonating) the owner.
  'GET /api/impersonation': { call: (ctx) => ({ method: 'GET', url: `/api/impersonation${ctx.imp}`, headers: ctx.headers }), expect: LOGGED_IN },
  'POST /api/impersonation': {
    call: (ctx) => json('POST', '/api/impersonation', { UserId: ctx.owner.userId })(ctx),
    expect: { anonymous: 401, owner: 403, foreign: 403, staff: 200, impersonating: 200, admin: 200 },
  },
  'DELETE /api/impersonation': { call: (ctx) => ({ method: 'DELETE', url: '/api/impersonation', headers: ctx.headers, payload: {} }), expect: LOGGED_IN },
  // One's own history of staff acting for one (docs/security/impersonation.md#what-the-customer-sees): never another's.
  'GET /api/profile/impersonations': {
    call: (ctx) => ({ method: 'GET', url: `/api/profile/impersonations${ctx.imp}`, headers: ctx.headers }),
    expect: LOGGED_IN,
  },
  // docs/product/registration.md: the public flows answer everyone alike; the link or session is the key.
  'POST /api/register': {
    call: (ctx) => json('POST', '/api/register', { email: `matrix-${ctx.who}@example.test`, firstName: 'M', lastName: 'X', company: 'C', message: 'Hi' })(ctx),
    expect: PUBLIC,
  },
  'GET /api/users/invite/:id': { call: async (ctx) => ({ method: 'GET', url: `/api/users/invite/${await ctx.link('invite')}`, headers: ctx.headers }), expect: PUBLIC },
  'POST /api/token/complete-registration': {
    call: async (ctx) => json('POST', '/api/token/complete-registration', { inviteId: await ctx.link('invite'), ...PASSWORDS })(ctx),
    expect: PUBLIC,
  },
  'POST /api/users/password-reset-request': {
    call: (ctx) => json('POST', '/api/users/password-reset-request', { email: `matrix-${ctx.who}@example.test` })(ctx),
    expect: PUBLIC,
  },
  'GET /api/users/password-reset/:id': {
    call: async (ctx) => ({ method: 'GET', url: `/api/users/password-reset/${await ctx.link('password_reset')}`, headers: ctx.headers }),
    expect: PUBLIC,
  },
  'POST /api/token/complete-password-reset': {
    call: async (ctx) => json('POST', '/api/token/complete-password-reset', { id: await ctx.link('password_reset'), ...PASSWORDS })(ctx),
    expect: PUBLIC,
  },
  'PUT /api/users/account/validate': {
    call: (ctx) => json('PUT', '/api/users/account/validate', { invoiceNumber: billingNumber('100100', DOC.open), invoiceAmount: '100.00', accountNumber: '100100' })(ctx),
    expect: PUBLIC,
  },
  'GET /api/token/auto-register/accounts': {
    call: async (ctx) => ({ method: 'GET', url: '/api/token/auto-register/accounts', headers: { ...ctx.headers, 'x-registration-session': await ctx.link('self_registration') } }),
    expect: PUBLIC,
  },
  'POST /api/token/auto-register/user': {
    call: async (ctx) => ({
      method: 'POST',
      url: '/api/token/auto-register/user',
      headers: { ...ctx.headers, 'x-registration-session': await ctx.link('self_registration') },
      payload: { email: `self-${ctx.who}@example.test`, firstName: 'S', lastName: 'R', company: 'C', password: PASSWORDS.password, verifyPassword: PASSWORDS.password },
    }),
    expect: PUBLIC,
  },
  'POST /api/token/auto-register/user-confirm/:token': {
    call: async (ctx) => json('POST', `/api/token/auto-register/user-confirm/${await ctx.link('email_confirmation')}`, {})(ctx),
    expect: PUBLIC,
  },
  'PUT /api/token/auto-register/resend-confirmation': { call: json('PUT', '/api/token/auto-register/resend-confirmation', {}), expect: WAITING_ONLY },
  // docs/security/account-changes.md: the mailed link is the key to a new e-mail address; cancelling one needs CanManageUsers.
  'GET /api/users/email-change/:token': {
    call: async (ctx) => ({ method: 'GET', url: `/api/users/email-change/${await ctx.link('email_change')}`, headers: ctx.headers }),
    expect: PUBLIC,
  },
  'POST /api/users/email-change/:token': {
    call: async (ctx) => json('POST', `/api/users/email-change/${await ctx.link('email_change')}`, {})(ctx),
    expect: PUBLIC,
  },
  'DELETE /api/users/:userId/email-change': {
    call: (ctx) => ({ method: 'DELETE', url: `/api/users/${ctx.owner.userId}/email-change`, headers: ctx.headers }),
    expect: MANAGE_USERS,
  },

  // docs/product/users-and-admin.md#invites: the invite of a user who has no password yet (a fresh one per identity).
  'POST /api/users/:userId/invite': {
    call: async (ctx) => json('POST', `/api/users/${await ctx.invitee()}/invite`, {})(ctx),
    expect: MANAGE_USERS,
  },

  // docs/security/sessions.md: one's own sessions only; another user's are ended by CanManageUsers.
  'GET /api/sessions': { call: (ctx) => ({ method: 'GET', url: `/api/sessions${ctx.imp}`, headers: ctx.headers }), expect: LOGGED_IN },
  // Each identity ends a throw-away session of its own.
  'DELETE /api/sessions/:sessionId': {
    call: async (ctx) => ({ method: 'DELETE', url: `/api/sessions/${sessionIdOf((await ctx.fresh())?.token)}`, headers: ctx.headers }),
    expect: LOGGED_IN,
  },
  // Also ends the sibling identity's session (staff and impersonating share a login): the matrix logs it in again.
  'POST /api/sessions/end-others': { call: json('POST', '/api/sessions/end-others', {}), expect: LOGGED_IN },
  'POST /api/users/:userId/sessions/end': {
    call: (ctx) => json('POST', `/api/users/${ctx.fixtures.sessionsUserId}/sessions/end`, {})(ctx),
    expect: MANAGE_USERS,
  },
};

/** The session id (`sid`) of an access token; a well-formed id of no session without one. */
function sessionIdOf(token: string | undefined): string {
  if (!token) return '00000000-0000-4000-8000-000000000000';
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
}

/**
 * Staff impersonating a customer act on that customer's accounts: the API server reads `?userid=`
 * as the user a call acts for (and refuses it without CanImpersonate). The client adds it to
 * every call made while impersonating, so no page can forget it and act on the staff member's own
 * accounts by accident.
 *
 * The exceptions are the caller's own session: logging in, refreshing and ending the session,
 * the caller's own profile and permissions (getuseraccounts answers the staff member, whose
 * permissions decide what the pages offer), the caller's own password, the login status, and the
 * caller's own second factor and re-authentication (/mfa, docs/security/second-factor.md).
 * The server reads no `userid` there; leaving it off keeps them plainly about the caller.
 */
export const OWN_SESSION_PATHS: readonly string[] = ['/token/', '/login-status', '/mfa'];

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** A path of the API (relative to its base URL) that is about the caller's own session. */
export function isOwnSessionCall(url: string | undefined): boolean {
  const path = (url ?? '').split(/[?#]/)[0]!.replace(/^\/?/, '/').toLowerCase();
  return OWN_SESSION_PATHS.some((own) => (own.endsWith('/') ? path.startsWith(own) : path === own || path.startsWith(`${own}/`)));
}

/**
 * The query parameters of a call: `userid` of the impersonated user added to every call of the
 * API except the caller's own session. A URL outside the API (absolute) is left alone.
 */
export function actingUserParams(url: string | undefined, params: unknown, impersonatedUserId: number | null): unknown {
  if (!impersonatedUserId || ABSOLUTE_URL.test(url ?? '') || isOwnSessionCall(url)) return params;
  if (params instanceof URLSearchParams) {
    const copy = new URLSearchParams(params);
    copy.set('userid', String(impersonatedUserId));
    return copy;
  }
  return { ...(params && typeof params === 'object' ? params : {}), userid: impersonatedUserId };
}

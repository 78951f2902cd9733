import { REGISTRATION_SESSION_HEADER } from 'shared';

/**
 * The raw token of the server's registration session, kept for the tab (sessionStorage) so a reload
 * keeps the accounts proven so far. It proves nothing by itself: the accounts live on the server
 * (docs/product/registration.md#self-registration).
 */
const KEY = 'portal-registration-session';

export function registrationSession(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function keepRegistrationSession(token: string | undefined | null): void {
  if (!token) return;
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

export function endRegistrationSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

/** The session an answer names: every answer of the account proof does, refusals too. */
export function sessionNamedBy(response: { headers?: object } | undefined): string | undefined {
  return (response?.headers as Record<string, string | undefined> | undefined)?.[REGISTRATION_SESSION_HEADER];
}

/** The header that names the session, when there is one. */
export function sessionHeaders(): Record<string, string> {
  const token = registrationSession();
  return token ? { [REGISTRATION_SESSION_HEADER]: token } : {};
}

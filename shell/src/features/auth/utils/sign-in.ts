import {
  LOGIN_REFUSALS,
  MESSAGES,
  useSessionStore,
  type ApiErrorBody,
  type LoginAnswer,
  type LoginForm,
  type LoginResponse,
  type SecondFactorChallenge,
  callApi,
  earlyPageCalls,
  isAxiosError,
} from 'shared';
import { loadSession } from '../api/load-session';
import { landingAfterLogin } from './last-visited';

/**
 * Where a sign-in ends: a page to go to, the message the login page shows, or the second step of a
 * user with a second factor (docs/security/second-factor.md#login).
 */
export type SignInOutcome = { to: string } | { failure: string } | { challenge: SecondFactorChallenge };

const isChallenge = (answer: LoginAnswer): answer is SecondFactorChallenge => 'mfaToken' in answer;

export function refusalMessage(error: unknown): string {
  if (isAxiosError<ApiErrorBody>(error) && error.response) {
    const { status, data } = error.response;
    if (status === 401 && data?.reason === 'invalid_credentials') return MESSAGES.authFailed;
    if (status < 500 && data?.message) return data.message;
    // 503 busy: too many logins wait for their password check (docs/security/password-hashing.md).
    if (status === 503 && data?.reason === 'busy') return LOGIN_REFUSALS.busy;
    if (status === 401) return MESSAGES.authFailed;
  }
  return MESSAGES.authError;
}

/**
 * Stores the tokens of a login, loads the profile and the accounts, and says where to go (staff
 * without a second factor see its enrolment page there first: RequireAuth).
 */
export async function enterSession(answer: LoginResponse): Promise<SignInOutcome> {
  useSessionStore.getState().setTokens(answer);
  if (answer.status === 'waiting-confirmation') return { to: '/auto-register/waiting-confirmation' };
  try {
    await loadSession();
  } catch {
    return { failure: MESSAGES.profileError };
  }
  const to = landingAfterLogin();
  // The landing page's first call leaves now, not once its frame has rendered.
  earlyPageCalls[to.split('?')[0]!]?.();
  return { to };
}

/**
 * Logs in, stores the tokens, loads the profile and the accounts. The login page loads this module
 * (and with it the HTTP client) when the user starts on the form, not with the page
 * (docs/architecture/frontend.md#javascript-budgets).
 */
export async function signIn(form: LoginForm): Promise<SignInOutcome> {
  let answer;
  try {
    // The page shows its own messages (no generic toast), and there is no session to refresh yet.
    answer = await callApi(
      'POST /token/login',
      { body: { login: form.login.trim(), password: form.password } },
      { skipErrorToast: true, skipAuthRefresh: true },
    );
  } catch (error) {
    return { failure: refusalMessage(error) };
  }
  if (isChallenge(answer)) return { challenge: answer };
  return enterSession(answer);
}

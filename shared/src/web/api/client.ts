import axios, { isAxiosError, type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
// The stores and the tab channel through 'shared/core', the singleton that holds them: a relative
// path would bundle second copies into this entry (docs/architecture/frontend.md#javascript-budgets).
import {
  actingUserParams,
  broadcastSession,
  onSessionMessage,
  useSessionStore,
  useUiStore,
  type RefreshResponse,
  type TokenPair,
} from 'shared/core';
// The selection is held by this entry, the root of `shared` (shared/src/index.ts), not by 'shared/core'.
import { useSelectionStore } from '../stores/selection-store';
import { REAUTH_REQUIRED_REASON } from '../../domain/constants/second-factor-reasons';
import { forgetEarlySearch } from './early-answers';
import { genericErrorToasts, reasonOf } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The page shows its own message for this call; skip the generic toasts of docs/product/messages.md. */
    skipErrorToast?: boolean;
    /** Internal: the call was already retried after a refresh. */
    _retried?: boolean;
    /** Internal: the call is the refresh itself or a login, never refreshed again. */
    skipAuthRefresh?: boolean;
    /** Internal: the call was already repeated after a re-authentication. */
    _reauthenticated?: boolean;
  }
}

/** All calls carry a bearer token header (docs/product/session-and-login.md) and go through the global loading counter. */
export const api = axios.create({ baseURL: '/api', timeout: 30_000 });

let refreshInFlight: Promise<TokenPair> | null = null;

/** Asks the user to re-authenticate: true once they did, false when they cancelled. */
export type ReauthHandler = () => Promise<boolean>;
let askReauth: ReauthHandler | null = null;
let reauthInFlight: Promise<boolean> | null = null;

/**
 * The shell's re-authentication dialog registers here (docs/security/second-factor.md#step-up): a
 * call that answers 403 `reauth_required` waits for it and is repeated once the user confirmed.
 * Calls that meet it together wait for the same dialog.
 */
export function handleReauth(handler: ReauthHandler | null): void {
  askReauth = handler;
}

function adoptTokens(pair: TokenPair, previousRefreshToken: string | null): void {
  useSessionStore.getState().setTokens(pair);
  if (previousRefreshToken) broadcastSession({ type: 'rotated', previousRefreshToken, pair });
}

/**
 * One refresh at a time: several calls that meet a 401 together wait for the same refresh
 * (docs/architecture/overview.md), because a refresh token is spent by its first use.
 */
export function refreshSession(): Promise<TokenPair> {
  if (refreshInFlight) return refreshInFlight;
  const previous = useSessionStore.getState().refreshToken;
  if (!previous) return Promise.reject(new Error('No refresh token'));
  refreshInFlight = api
    .post<RefreshResponse>('/token/refresh', { refreshToken: previous }, { skipAuthRefresh: true, skipErrorToast: true })
    .then(({ data }) => {
      adoptTokens(data, previous);
      return data;
    })
    .catch(async (error: unknown) => {
      // Another tab of this session rotated the token a moment ago; its pair arrives by broadcast.
      if (isAxiosError(error) && error.response?.status === 409) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const { token, refreshToken } = useSessionStore.getState();
        if (token && refreshToken && refreshToken !== previous) return { token, refreshToken };
      }
      // docs/product/messages.md: a refresh that failed for another reason than the session's end
      // (a 5xx, no answer) gets the generic toasts; an ended session logs out without one.
      if (![401, 403, 409].includes((error as AxiosError).response?.status ?? 0)) {
        genericErrorToasts(error).forEach((message) => useUiStore.getState().pushToast({ message, severity: 'error' }));
      }
      throw error;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Ends the session in this tab (and tells the tabs that share it). The shell routes to /login. */
export function endSession(): void {
  const { refreshToken } = useSessionStore.getState();
  broadcastSession({ type: 'logout', refreshToken });
  forgetSession();
}

/** What a tab keeps of a session: the tokens, the selection, the list's kept search. */
function forgetSession(): void {
  useSessionStore.getState().clear();
  useSelectionStore.getState().clear();
  forgetEarlySearch();
}

onSessionMessage((message) => {
  const state = useSessionStore.getState();
  if (message.type === 'rotated' && state.refreshToken === message.previousRefreshToken) {
    state.setTokens(message.pair);
  }
  if (message.type === 'logout' && message.refreshToken && state.refreshToken === message.refreshToken) forgetSession();
});

api.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  useUiStore.getState().startLoading();
  const { token, impersonatedUserId } = useSessionStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.params = actingUserParams(config.url, config.params, impersonatedUserId);
  return config;
});

api.interceptors.response.use(
  (response) => {
    useUiStore.getState().stopLoading();
    return response;
  },
  async (error: unknown) => {
    useUiStore.getState().stopLoading();
    // A call its page gave up on (unmounted, superseded) is no failure to tell the user about.
    if (axios.isCancel(error) || !isAxiosError(error) || !error.config) throw error;
    const config = error.config as AxiosRequestConfig;
    const status = error.response?.status;

    if (status === 401 && !config.skipAuthRefresh) {
      const state = useSessionStore.getState();
      if (state.refreshToken && !config._retried) {
        try {
          await refreshSession();
          return api.request({ ...config, _retried: true });
        } catch {
          // fall through: the session is over
        }
      }
      // docs/product/messages.md: an unauthorized answer logs the user out; reason not_logged_in marks it so.
      if (reasonOf(error) === 'not_logged_in') useSessionStore.getState().markLoggedOut();
      endSession();
      throw error;
    }

    // docs/security/second-factor.md#step-up: a cancelled dialog fails the call as it was.
    if (status === 403 && askReauth && !config._reauthenticated && reasonOf(error) === REAUTH_REQUIRED_REASON) {
      reauthInFlight ??= askReauth().finally(() => {
        reauthInFlight = null;
      });
      if (await reauthInFlight) return api.request({ ...config, _reauthenticated: true });
    }

    if (!config.skipErrorToast) {
      const { pushToast } = useUiStore.getState();
      genericErrorToasts(error).forEach((message) => pushToast({ message, severity: 'error' }));
    }
    throw error;
  },
);

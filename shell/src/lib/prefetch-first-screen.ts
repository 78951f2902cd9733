import { LANDING_PATH, openItemsSearchRequest, prefetchCall, scopeContextOf, scopeOf, useSessionStore, type UserAccountsResponse } from 'shared';

/**
 * The first call of the page the session lands on, started by the shell as soon as the session is
 * known, while the remote that shows the page may still be on its way (docs/architecture/data-loading.md#first-rows).
 * The remote then takes the call over (shared/src/api/prefetch.ts): the same request, built by
 * the same function of `shared`. Today that is the invoice list's search, the portal's landing page.
 */
export function prefetchFirstScreen(user: UserAccountsResponse, landing: string): void {
  const path = landing.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (path !== LANDING_PATH || user.SecondFactorEnrolmentRequired || user.Status !== 'active') return;
  const { payers, selectedAccount, impersonatedUserId } = useSessionStore.getState();
  const account = payers.find((p) => p.PrimaryAcct === selectedAccount) ?? null;
  const request = openItemsSearchRequest(scopeOf(scopeContextOf(account, user, impersonatedUserId)));
  if (request) prefetchCall({ method: 'post', url: '/Invoice', data: request });
}

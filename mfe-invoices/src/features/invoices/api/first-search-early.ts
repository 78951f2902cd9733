import { EARLY_ANSWERS, api, earlyPageCalls, readEarlyAnswers, useSessionStore, type EarlyAnswers, type InvoiceSearchRequest, type SessionState } from 'shared';
import { scopeContextOf } from '../../../lib/use-search-scope';
import { firstListSearch } from '../utils/list-request';

/** The list's address. */
const LIST_PAGE = '/invoices';
const SEARCH = 'POST /Invoice';

/** The list's first search for the session's selected account (firstListSearch). */
export function sessionFirstSearch(state: Pick<SessionState, 'payers' | 'selectedAccount' | 'user' | 'impersonatedUserId'>): InvoiceSearchRequest | null {
  const account = state.payers.find((p) => p.PrimaryAcct === state.selectedAccount) ?? null;
  return firstListSearch(scopeContextOf(account, state.user, state.impersonatedUserId));
}

/**
 * Leaves `body`'s search with the answers the list takes (`takeEarly` of shared), as the page's
 * early script does on a reload, unless an answer of the search is already there. With fetch, as
 * that script does, not the API client: fetch sends at once, where the client's interceptors would
 * wait for the render the same store change starts (React renders a store's change at once, half a
 * second on a slow phone). An answer other than a success is asked again, through the client.
 */
function sendEarly(token: string, body: InvoiceSearchRequest): void {
  const page = window as unknown as Record<string, EarlyAnswers | undefined>;
  let early = page[EARLY_ANSWERS];
  // Answers asked with another token are never taken.
  if (early?.token !== token) early = page[EARLY_ANSWERS] = { token, answers: {}, bodies: {} };
  if (early.answers[SEARCH]) return;
  const json = JSON.stringify(body);
  const answer = fetch(`${api.defaults.baseURL ?? ''}/Invoice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: json,
  });
  // Read by the list or not at all: never an unhandled rejection.
  answer.catch(() => undefined);
  early.answers[SEARCH] = answer;
  (early.bodies ??= {})[SEARCH] = json;
  // Read as it comes: the list then shows it in its first render.
  readEarlyAnswers();
}

/**
 * After a login that lands on the list, its first search leaves as soon as the session's user and
 * accounts are there, rather than when the frame and the list have rendered: half a second earlier
 * on a slow phone (docs/architecture/data-loading.md#first-rows). The shell runs this as it lands
 * (`earlyPageCalls`): the remote's code is loaded while the server checks the password, so it is
 * here before the session is. The list takes the answer only for the very body it asks with.
 */
export function sendFirstSearchOnLogin(): void {
  earlyPageCalls[LIST_PAGE] = () => {
    const state = useSessionStore.getState();
    const body = sessionFirstSearch(state);
    if (state.token && body) sendEarly(state.token, body);
  };
}

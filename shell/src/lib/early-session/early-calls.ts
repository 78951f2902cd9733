/**
 * The calls a reloaded page can send before the apps' code has arrived and run
 * (docs/architecture/phone-reload.md): the page's early script
 * (session-start.ts) sends them with the tab's token, and the apps take their answers
 * (`takeEarly` of shared) instead of asking again.
 *
 * The script runs outside the federation, so it cannot import shared's values (only its types,
 * which the bundler erases): EARLY_ANSWERS, EARLY_SEARCH_KEY and SESSION_STORAGE_KEY are copies of
 * shared's, which the tests compare.
 */

/** The session's calls, named as `callApi` names them, with what the early script sends. */
export const EARLY_CALLS = {
  'POST /token/getuseraccounts': { method: 'POST', path: '/token/getuseraccounts', body: '{}' },
  'POST /customer/getuserpayers': { method: 'POST', path: '/customer/getuserpayers', body: '{}' },
  'GET /erp-status': { method: 'GET', path: '/erp-status' },
} as const;

/** The invoice list's search, sent again on a reload of its address. */
export const EARLY_SEARCH = { name: 'POST /Invoice', path: '/Invoice', page: '/invoices' } as const;

/** The name of the object on `window` (shared's EARLY_ANSWERS). */
export const EARLY_ANSWERS = '__portalEarlyAnswers';

/** Where the invoice list keeps the search a reload starts with (shared's EARLY_SEARCH_KEY). */
export const EARLY_SEARCH_KEY = 'portal-early-search';

/** Where the session store keeps the tab's session (shared's session store, `name`). */
export const SESSION_STORAGE_KEY = 'portal-session';

/**
 * The session's calls a reloaded page can ask for before the shell's code has arrived and run
 * (docs/architecture/data-loading.md#a-cold-reload-on-a-phone): the page's early script
 * (session-start.ts) sends them with the tab's token, and the shell's session code takes their
 * answers (take-early.ts) instead of asking again.
 */

/** The calls, named as the shell's `callApi` names them, with what the early script sends. */
export const EARLY_CALLS = {
  'POST /token/getuseraccounts': { method: 'POST', path: '/token/getuseraccounts', body: '{}' },
  'POST /customer/getuserpayers': { method: 'POST', path: '/customer/getuserpayers', body: '{}' },
  'GET /erp-status': { method: 'GET', path: '/erp-status' },
} as const;

export type EarlyCall = keyof typeof EARLY_CALLS;

/** What the early script leaves on `window` for the shell: the token it asked with, and each call's answer. */
export interface EarlyAnswers {
  token: string;
  answers: Partial<Record<EarlyCall, Promise<Response>>>;
}

/** The name of the object on `window`. */
export const EARLY_ANSWERS = '__portalEarlyAnswers';

/** Where the session store keeps the tab's session (shared's session store, `name`). */
export const SESSION_STORAGE_KEY = 'portal-session';

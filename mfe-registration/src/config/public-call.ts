/**
 * How the public pages call the API: each shows a refusal itself (no toast), and a mailed link's
 * page has no session to refresh on a 401.
 */
export const PUBLIC_CALL = { skipErrorToast: true, skipAuthRefresh: true } as const;

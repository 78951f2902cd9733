/**
 * Texts of the list of sessions on profile → Security and of ending sessions, which the
 * specification leaves to us (docs/security/sessions.md). The API server sends `unknownSession`;
 * the pages show the others.
 */
export const SESSION_MESSAGES = {
  unknownSession: 'This session has already ended.',
  ended: 'The session was ended.',
  endedOthers: (n: number): string => (n === 1 ? '1 other session was ended.' : `${n} other sessions were ended.`),
  endedForUser: (n: number): string => (n === 1 ? '1 session of this user was ended.' : `${n} sessions of this user were ended.`),
  loadFailed: 'Your sessions could not be loaded.',
} as const;

/**
 * The session's calls: login, tokens, the second factor, sessions, the profile, impersonation and
 * the portal's status (docs/architecture/endpoints.md).
 */
export const accountEndpoints = {};

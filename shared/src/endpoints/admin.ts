/**
 * Staff and self-registration calls: users, registration requests, registration links and the
 * system configuration (docs/architecture/endpoints.md).
 */
export const adminEndpoints = {};

/**
 * The self-registration session travels in this header: the browser holds the raw token, the
 * API server keeps the accounts it proved (docs/product/registration.md#self-registration).
 */
export const REGISTRATION_SESSION_HEADER = 'x-registration-session';

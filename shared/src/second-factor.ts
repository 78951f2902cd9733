/**
 * The second factor's pieces ('shared/second-factor', docs/security/second-factor.md): the
 * shell's login step, enrolment page and re-authentication dialog, and the admin remote's profile
 * → Security. Stateless, so not a federation singleton: the apps that use it bundle it into the
 * chunks that need it, and no other page grows (docs/architecture/frontend.md#javascript-budgets).
 */
export * from './constants/second-factor';
export * from './second-factor/passkeys';
export * from './second-factor/labels';
export * from './second-factor/code-field';
export * from './second-factor/recovery-codes';
export * from './second-factor/totp-setup';
export * from './second-factor/passkey-setup';

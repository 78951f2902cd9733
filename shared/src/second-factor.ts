/**
 * The second factor's pieces ('shared/second-factor', docs/security/second-factor.md): the
 * shell's login step, enrolment page and re-authentication dialog, and the admin remote's profile
 * → Security. Stateless, so not a federation singleton: the apps that use it bundle it into the
 * chunks that need it, and no other page grows (docs/architecture/frontend.md#javascript-budgets).
 */
export * from './domain/constants/second-factor';
export * from './web/second-factor/passkeys';
export * from './ui/second-factor/labels';
export * from './ui/second-factor/code-field';
export * from './ui/second-factor/recovery-codes';
export * from './ui/second-factor/totp-setup';
export * from './ui/second-factor/passkey-setup';

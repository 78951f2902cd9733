/**
 * The users administration's rules, texts and form schema ('shared/users'): used by the admin
 * remote and the API server only. Kept out of the root entry, which /login loads whole
 * (docs/architecture/frontend.md#javascript-budgets); stateless, so a remote may bundle its own copy.
 */
export * from './domain/constants/user-admin';
// The user form shows a change of e-mail address that waits (docs/security/account-changes.md).
export * from './domain/constants/account-changes';
export * from './domain/rules/user-admin';
export * from './domain/schemas/user';
// Rejecting a registration request (docs/product/users-and-admin.md#registration-requests-list).
export * from './domain/constants/registration-rejection';
// Texts only the admin remote shows: the list of sessions (profile → Security, a user's page) and
// the mail templates' placeholders the configuration page lists; kept off every other page.
export * from './domain/constants/sessions';
export * from './domain/constants/mail-templates';

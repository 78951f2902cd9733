/**
 * Why a login or an e-mail address is refused (docs/security/identifiers.md). Only the forms that
 * take one load these (the registration pages, the user form), not every page: so they are not in
 * VALIDATION, which every page downloads (docs/architecture/frontend.md#javascript-budgets).
 */
export const IDENTIFIER_MESSAGES = {
  invisible: 'Logins and e-mail addresses cannot contain invisible or control characters.',
  space: 'Logins and e-mail addresses cannot contain spaces.',
  mixedScripts: 'Logins and e-mail addresses cannot mix letters of different alphabets (such as Latin and Cyrillic).',
} as const;

export type IdentifierProblem = keyof typeof IDENTIFIER_MESSAGES;

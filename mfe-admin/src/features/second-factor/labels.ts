/** Screen labels of profile → Security (docs/security/second-factor.md); the specification words none. */
export const SECURITY_LABELS = {
  title: 'Security',
  required: 'Your account acts for customers, so it needs a second factor. Keep at least one.',
  optional: 'A second factor keeps your account safe even if someone learns your password.',
  totp: 'Authenticator app',
  totpOn: 'Set up.',
  passkeys: 'Passkeys',
  added: 'added',
  remove: 'Remove',
  recoveryCodes: 'Recovery codes',
  codesLeft: (left: number) => `${left} unused recovery code${left === 1 ? '' : 's'} left.`,
  newCodes: 'Make new codes',
  failed: 'That did not work. Please try again.',
  loadFailed: 'Your second factors could not be loaded.',
} as const;

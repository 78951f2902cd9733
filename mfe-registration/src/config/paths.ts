/** The registration remote's paths (docs/product/navigation-and-layout.md#public-routes). */
export const PATHS = {
  login: '/login',
  landing: '/invoices',
  registrationRequest: '/registration-request',
  invite: '/register/:token',
  requestReset: '/request-password-reset',
  reset: '/reset-password/:id',
  accounts: '/auto-register/accounts',
  create: '/auto-register/create',
  confirmInstructions: '/auto-register/confirm-instructions',
  confirm: '/auto-register/confirm/:token',
  waiting: '/auto-register/waiting-confirmation',
  /** docs/security/account-changes.md: the link mailed to a new e-mail address. */
  confirmEmail: '/confirm-email/:token',
} as const;

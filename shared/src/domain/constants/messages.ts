/**
 * Every user-facing text of the specification, word for word (typos included,
 * see decisions.md). Forms, toasts and the API server all read them from here.
 */
export const MESSAGES = {
  // docs/product/messages.md pages and error screens
  globalError: 'Something is wrong with the site. Please try again later.',
  pageRenderError: 'There was an error showing this page.',
  systemError: 'There was an error with the system. Please try again later.',
  paymentStatusError:
    'There was an error showing you the payment status page. Your payment may have still processed.',
  invalidResetUrl: 'Invalid reset url.',
  invalidInviteToken: 'Invalid invite token.',
  confirmSuccess: 'Successfully confirmed your account.',
  confirmFailure: 'Could not validate account.',
  registrationThanks:
    'Thanks for submitting a registration request. We will get back with your shortly.',
  deleteCardConfirm:
    'Are you sure you want to delete your credit card from the payment method list?',
  deleteUserConfirm: 'Are you sure you want to delete this use? This can not be undone.',

  // docs/product/messages.md login
  loginRequired: 'Email And Password Are Required.',

  // docs/product/messages.md generic handling
  systemErrorToast: 'System Error',
  sessionTimeout: 'Session timeout occured, Please log in again.',
  erpDown: 'SAP Connection Status: Error',
  configurationSaved: 'Configuration Saved',
  userSaved: 'User Saved',
  /** docs/product/users-and-admin.md#invites */
  inviteSent: 'The invite was sent.',

  // docs/product/messages.md default messages
  authFailed: 'Authentication Failed, Invalid Credentials.',
  selectInvoices: 'Please select Invoices to continue.',
  authError: 'Error while authenicating.',
  profileError: 'Error getting user profile from API.',
  payersError: 'Error get user payers from API.',
  invoicesError: 'Error getting invoices from API.',
  invoiceDetailError: 'Error getting invoice detail from API.',
  invoicesPdfError: 'Error getting invoices PDF from API.',
  payerDetailsError: 'Error getting payer details from API.',
  paymentError: 'Error when making payment.',
  configurationError: 'Error getting configuration.',
  resetPasswordError: 'Error while resetting the password.',
  resetPasswordSuccess: 'Password reset successfully.',

  // docs/product/messages.md card saving
  tokenizationFailed: 'Unable to save account details, please try again.',
  cardNotApproved: 'Credit Card not approved.',
  paymentMethodSubmitError: 'There was an error processing payment method.',

  // docs/product/messages.md self-registration and add account
  accountNotFound: 'We could not find an account from the given details.',
  accountDuplicate: "You've already added this account.",
  tooManyAttempts: 'Too many failed attempts. Try again later.',
  maxAccounts: 'You have reached the max number of accounts.',
} as const;

/** docs/product/payment-methods.md#card-saving-messages texts that carry values. */
export const cardExistsMessage = (type: string): string => `${type} already exists.`;
export const cardAssignedMessage = (type: string, account: string): string =>
  `${type} already assigned to account ${account}`;

/**
 * Texts the specification leaves to us (docs/product/messages.md#paying-and-checkout): what the
 * customer is told about the selection and about a payment whose answer was lost.
 */
export const CHECKOUT_MESSAGES = {
  onlyCredits: 'Only credits are selected. Please select at least one invoice to pay with them.',
  checking: 'The answer to your payment did not arrive. Checking whether it went through…',
  charged: 'We checked: your payment went through. You were charged once.',
  notCharged: 'You were not charged.',
  stillOpen:
    'We could not find out yet whether your payment went through. Please do not pay again: look at the invoice list in a few minutes, where a paid invoice no longer shows as open.',
} as const;

/** The delete prompt of an eCheck: MESSAGES.deleteCardConfirm speaks of a credit card (docs/product/payment-methods.md#method-list). */
export const DELETE_ECHECK_CONFIRM = 'Are you sure you want to delete your eCheck from the payment method list?';

/** docs/product/messages.md generic handler: 'Error: {error}' and 'Unique Id: {uniqueId}'. */
export const errorToast = (error: string): string => `Error: ${error}`;
export const uniqueIdToast = (uniqueId: string): string => `Unique Id: ${uniqueId}`;

/** docs/product/messages.md invoice search result count. */
export const invoicesFound = (n: number): string => `${n} Invoices found!`;

/** Login refusals that the specification leaves unnamed (docs/product/session-and-login.md: "a clear message"). */
export const LOGIN_REFUSALS = {
  locked: 'Your account is locked. Please contact your administrator.',
  deactive: 'Your account is deactivated. Please contact your administrator.',
  /** 503: too many password checks are waiting (docs/security/password-hashing.md). */
  busy: 'The server is busy. Please try again in a moment.',
} as const;

/**
 * Refusals of `?userid=` (docs/security/impersonation.md): only the customer whom the session
 * impersonates since POST /api/impersonation may be named.
 */
export const IMPERSONATION_MESSAGES = {
  notImpersonating:
    'You are not impersonating this user. Start impersonating them from the users list (Impersonate) first.',
  otherUser:
    'You are impersonating another user. Stop that impersonation and start this one from the users list (Impersonate).',
} as const;

/**
 * The ceilings of amounts (AMOUNT_LIMITS), which the specification leaves unnamed; worded like its
 * own amount messages ('Amount must be 1 or greater than 1.', 'Amount cannot be negative.').
 */
export const amountMaximumMessage = (maximum: string): string => `Amount must be ${maximum} or less.`;
export const overpaymentLimitMessage = (multiple: number): string =>
  `Amount cannot be more than ${multiple} times the open amount.`;

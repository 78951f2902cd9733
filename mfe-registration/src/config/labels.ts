/** Screen labels of the registration pages (the specification's messages come from shared). */
export const LABELS = {
  backToLogin: 'Back to login',
  registrationRequestTitle: 'Request Access',
  registrationRequestIntro: 'Tell us who you are and we will set up your account.',
  submitRequest: 'Submit Request',
  inviteTitle: 'Accept Invitation',
  setPassword: 'Set Password',
  requestResetTitle: 'Reset Password',
  requestResetIntro: 'Enter the email address of your account. We will send you a link to choose a new password.',
  sendResetLink: 'Send Reset Link',
  resetTitle: 'New Password',
  savePassword: 'Save Password',
  accountsTitle: 'Register',
  accountsIntro:
    'Prove each billing account you pay for: enter its billing ID and the number and exact amount of one of its invoices.',
  addedAccounts: 'Added accounts',
  noAccountsYet: 'No accounts added yet.',
  // docs/product/registration.md#finding-the-way-in
  noInvoiceAtHand: 'No billing ID or invoice at hand?',
  addAccount: 'Add Account',
  addAnotherAccount: 'Add Another Account',
  tryAgain: 'Try Again',
  continue: 'Continue',
  accountAdded: 'Account added. Billing address:',
  createTitle: 'Create Your Login',
  createAccount: 'Create Account',
  addAccountsFirst: 'Please add at least one account before you continue.',
  goToAccounts: 'Add accounts',
  confirmInstructionsTitle: 'Confirm Your Email',
  confirmInstructions:
    'Thank you for registering. A confirmation email should arrive shortly. Follow the link in it to confirm your email address, then log in.',
  confirmTitle: 'Email Confirmation',
  confirming: 'Confirming your account',
  continueToLogin: 'Continue to Login',
  waitingTitle: 'Waiting for Confirmation',
  waitingText:
    'Your email address is not confirmed yet. Please follow the link in the confirmation email we sent you. No email? We can send it again.',
  resendConfirmation: 'Resend Confirmation Email',
  logInToResend: 'Log in to send the confirmation email again.',
  loadingLink: 'Checking your link',
  greeting: (name: string, email: string) => `Welcome, ${name}. Choose a password for ${email}.`,
  resetGreeting: (name: string) => `Hello ${name}, choose your new password.`,
} as const;

/** Fields of the forms, labelled alike on every page. */
export const FIELD_LABELS = {
  email: 'Email',
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Company',
  message: 'Message',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  verifyPassword: 'Verify Password',
  invoiceNumber: 'Invoice Number',
  invoiceAmount: 'Invoice Amount',
  billingId: 'Billing ID',
} as const;

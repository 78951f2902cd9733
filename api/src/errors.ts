/**
 * Errors a route throws on purpose. The error handler answers them with their own status,
 * message and reason (see ApiErrorBody in shared); anything else becomes a hidden 500.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly reason: string | undefined;
  /** Headers the answer carries (e.g. Retry-After of a 429). */
  headers: Record<string, string> | undefined;
  /** The text again as `Message`, for the pages that show the server's Message field (the users pages). */
  withMessageField = false;

  constructor(statusCode: number, message: string, reason?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.reason = reason;
  }
}

/**
 * Texts of the API server that the specification does not word. The spec's own texts
 * always come from MESSAGES in shared.
 */
export const API_TEXTS = {
  notLoggedIn: 'Not logged in.',
  tokenReused: 'This session was ended because a refresh token was used twice. Please log in again.',
  rotated: 'The refresh token was just rotated by another request; use the newer one.',
  forbidden: 'You do not have permission for this action.',
  waitingConfirmation: 'Please confirm your e-mail address first.',
  foreignCompany: 'This company code is not linked to the account.',
  unknownUser: 'User not found.',
  wrongCurrentPassword: 'Current password is incorrect.',
  foreignAccount: 'This account is not linked to you.',
  foreignDocument: 'This document does not belong to your accounts.',
  foreignUserFilter: 'The PayerAll filter must carry your own user id.',
  noPdf: 'No PDF is available for this document.',
  noPdfs: 'No PDF is available for these documents.',
  pdfLinkExpired: 'This PDF link has expired. Please download the PDF again.',
  noDocuments: 'No documents found',
  idempotencyKeyRequired: 'An Idempotency-Key header of 8 to 128 characters is required.',
  paymentPending: 'A payment with this key is still being processed.',
  badUserId: 'userid must be a user id: plain digits, 1 to 2147483647.',
  paymentNotMade: 'The payment was not made: nothing was charged. Please try again.',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different payment.',
  duplicateDocument: 'A document is listed more than once.',
  documentNotPayable: 'This document cannot be paid.',
  paymentMethodNotAllowed: 'This payment method is not accepted for this company.',
  paymentMethodMismatch: 'The payment method and the card type do not match.',
  depositsUnavailable: 'Deposits are not available for this account.',
  depositCurrency: 'Deposits are made in USD.',
  samePassword: 'The new password must be different from the current password.',
  unknownAccount: 'This linked account does not exist.',
  inactiveCompanyCode: 'This company code is not active in the ERP.',
  inactiveSalesOrganization: 'This sales organization is not active for the company code in the ERP.',
  accountProofRequired: 'Prove the account with the number and the exact amount of one of its invoices.',
  otherUsersAccounts: 'You may only see and change your own linked accounts.',
  manageUsersNeeded: "Only staff with the CanManageUsers permission can change another user's linked accounts.",
  viewUsersNeeded: "Only staff with the CanViewUsers permission can see another user's linked accounts.",
  // docs/product/registration.md: the public flows
  passwordResetRequested:
    'If an account exists for this email address, a link to reset its password has been sent to it. The link works for one hour.',
  registrationSessionExpired: 'Your registration session has expired. Please add your accounts again.',
  noProvenAccount: 'Please add at least one account before you continue.',
  emailTaken: 'An account with this email address already exists. Please log in or reset your password.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirmationSent: 'A new confirmation email has been sent.',
  passwordSet: 'Your password has been set. Please log in.',
  tooManyReports: 'Too many reports from this address; try again in a minute.',
  notCspReport: 'A CSP report is sent as application/csp-report or application/json.',
} as const;

/** A refusal that names the permission the caller lacks. */
export const missingPermission = (permission: string): string => `You need the ${permission} permission for this.`;

export const unauthorized = (message: string = API_TEXTS.notLoggedIn, reason = 'not_logged_in'): ApiError =>
  new ApiError(401, message, reason);

export const forbidden = (message: string = API_TEXTS.forbidden, reason = 'forbidden'): ApiError =>
  new ApiError(403, message, reason);

/**
 * A refusal of the users pages: the page shows the server's `Message` (docs/product/messages.md
 * 'Users and exclusions'), so the answer carries the text under that name too.
 */
export function userRefusal(statusCode: number, message: string, reason: string): ApiError {
  const error = new ApiError(statusCode, message, reason);
  error.withMessageField = true;
  return error;
}

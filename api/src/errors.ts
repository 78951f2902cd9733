/**
 * Errors a route throws on purpose. The error handler answers them with their own status,
 * message and reason (see ApiErrorBody in shared); anything else becomes a hidden 500.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly reason: string | undefined;

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
} as const;

export const unauthorized = (message: string = API_TEXTS.notLoggedIn, reason = 'not_logged_in'): ApiError =>
  new ApiError(401, message, reason);

export const forbidden = (message: string = API_TEXTS.forbidden, reason = 'forbidden'): ApiError =>
  new ApiError(403, message, reason);

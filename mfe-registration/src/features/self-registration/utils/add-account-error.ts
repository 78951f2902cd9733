import { MESSAGES, type ApiErrorBody, isAxiosError } from 'shared';

/**
 * The add-account refusals of docs/product/messages.md: 404 'We could not find an account from the
 * given details.', the key `duplicate` "You've already added this account.", anything else 'Too
 * many failed attempts. Try again later.'. The server's `max_accounts` (a fifth account sent from
 * another tab) shows the maximum's own message.
 */
export function addAccountError(error: unknown): string {
  if (isAxiosError<ApiErrorBody & { duplicate?: boolean }>(error) && error.response) {
    const { status, data } = error.response;
    if (status === 404) return MESSAGES.accountNotFound;
    if (data?.reason === 'duplicate' || data?.duplicate) return MESSAGES.accountDuplicate;
    if (data?.reason === 'max_accounts') return MESSAGES.maxAccounts;
  }
  return MESSAGES.tooManyAttempts;
}

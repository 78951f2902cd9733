import { MESSAGES } from '../constants/messages';

export interface LoginForm {
  login: string;
  password: string;
}

/**
 * docs/product/session-and-login.md Login: both fields are required, with one message; the login
 * is taken trimmed. A plain function, so the login page checks it without a form library
 * (docs/architecture/frontend.md#javascript-budgets); `loginSchema` applies the same rule on the
 * server.
 */
export function loginFormMessage(form: LoginForm): string | null {
  return form.login.trim() === '' || form.password === '' ? MESSAGES.loginRequired : null;
}

import { object, string } from 'yup';
import { loginString } from './identifier';
import { MESSAGES } from '../constants/messages';
import type { LoginForm } from '../rules/login';

/**
 * docs/product/session-and-login.md Login: both are required, with one message. The server's
 * form of `loginFormMessage` (rules/login.ts), which the login page applies; a test keeps the two alike.
 */
export const loginSchema = object({
  // Normalised (docs/security/identifiers.md): 'ADMIN@portal.test' and its full-width twin find the same user.
  login: loginString().required(MESSAGES.loginRequired),
  password: string().required(MESSAGES.loginRequired),
});
export type { LoginForm };

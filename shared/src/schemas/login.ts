import { object, string } from 'yup';
import { MESSAGES } from '../constants/messages';
import type { LoginForm } from '../rules/login';

/**
 * docs/product/session-and-login.md Login: both are required, with one message. The server's
 * form of `loginFormMessage` (rules/login.ts), which the login page applies; a test keeps the two alike.
 */
export const loginSchema = object({
  login: string().trim().required(MESSAGES.loginRequired),
  password: string().required(MESSAGES.loginRequired),
});
export type { LoginForm };

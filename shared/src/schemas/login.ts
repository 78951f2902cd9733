import { object, string, type InferType } from 'yup';
import { MESSAGES } from '../constants/messages';

/** docs/product/session-and-login.md Login: both are required, with one message. */
export const loginSchema = object({
  login: string().trim().required(MESSAGES.loginRequired),
  password: string().required(MESSAGES.loginRequired),
});
export type LoginForm = InferType<typeof loginSchema>;

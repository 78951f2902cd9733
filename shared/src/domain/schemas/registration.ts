import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';
import { parseCents } from '../format/money';
import { emailIdentifierString } from './identifier';

/**
 * The longest text each field of the public forms takes: the inputs stop there and the API
 * server's schemas refuse anything longer (docs/product/registration.md).
 */
export const REGISTRATION_FIELD_LIMITS = {
  email: 254,
  name: 100,
  company: 200,
  message: 2000,
  password: 200,
  invoiceNumber: 20,
  invoiceAmount: 32,
  billingId: 20,
} as const;

const V = VALIDATION.registration;

/**
 * Checks that say one thing each: an empty value gets only its 'required' message (the API server
 * answers the first failing field's message, docs/architecture/api.md#routes).
 */
const longEnough = (value: string | undefined) => !value || value.length >= LIMITS.passwordMinLength;
function sameAs(field: string) {
  return function matches(this: { parent: Record<string, unknown> }, value: string | undefined) {
    return !value || value === this.parent[field];
  };
}

/**
 * Required and a valid address, with one message for both (docs/product/registration.md#registration-request);
 * normalised and refused with look-alike characters first (docs/security/identifiers.md).
 */
const requiredEmail = (message: string) => emailIdentifierString().required(message).email(message);

const identityFields = {
  email: requiredEmail(V.email),
  firstName: string().trim().required(V.firstName),
  lastName: string().trim().required(V.lastName),
  company: string().trim().required(V.company),
};

/** /registration-request and POST /api/register. */
export const registrationRequestSchema = object({
  ...identityFields,
  message: string().trim().required(V.message),
});
export type RegistrationRequestForm = InferType<typeof registrationRequestSchema>;

/** /auto-register/create and POST /api/token/auto-register/user. */
export const selfRegistrationSchema = object({
  ...identityFields,
  password: string().required(V.password).test('length', V.passwordLength, longEnough),
  verifyPassword: string()
    .default('')
    .test('matches', V.passwordsMatch, function matches(value) {
      return (value ?? '') === (this.parent.password ?? '');
    }),
});
export type SelfRegistrationForm = InferType<typeof selfRegistrationSchema>;

/**
 * The new password of an invite (/register/{token}) and of a reset (/reset-password/{id}). The
 * portal's minimum length applies to every password it stores (docs/product/constants.md).
 */
export const newPasswordSchema = object({
  password: string().required(VALIDATION.password.passwordRequired).test('length', V.passwordLength, longEnough),
  confirmPassword: string().required(VALIDATION.password.confirmRequired).test('matches', VALIDATION.password.mismatch, sameAs('password')),
});
export type NewPasswordForm = InferType<typeof newPasswordSchema>;

/** /request-password-reset and POST /api/users/password-reset-request. */
export const passwordResetRequestSchema = object({
  email: requiredEmail(VALIDATION.resetRequest.email),
});
export type PasswordResetRequestForm = InferType<typeof passwordResetRequestSchema>;

/**
 * The add-account proof of /auto-register/accounts and PUT /api/users/account/validate. The amount
 * must be an amount the shared money rules read (digits, at most two decimals).
 */
export const addAccountSchema = object({
  invoiceNumber: string().trim().required(VALIDATION.addAccount.invoiceNumber),
  invoiceAmount: string()
    .trim()
    .required(VALIDATION.addAccount.invoiceAmount)
    .test('amount', VALIDATION.addAccount.invoiceAmount, (value) => !value || parseCents(value).ok),
  accountNumber: string().trim().required(VALIDATION.addAccount.billingId),
});
export type AddAccountForm = InferType<typeof addAccountSchema>;

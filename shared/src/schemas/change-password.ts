import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';

/**
 * Spec §5 'Password change' (profile): current, new and confirm are each required
 * ('Required.'); the new password must be confirmed ('Passwords do not match') and be at
 * least 8 characters (spec §9). Field names are those of POST /api/token/resetpassword.
 */
export const changePasswordSchema = object({
  CurrentPassword: string().required(VALIDATION.password.required),
  NewPassword: string()
    .required(VALIDATION.password.required)
    .min(LIMITS.passwordMinLength, VALIDATION.registration.passwordLength),
  ConfirmNewPassword: string()
    .required(VALIDATION.password.required)
    .test('matches', VALIDATION.password.mismatch, function matches(value) {
      return value === this.parent.NewPassword;
    }),
});
export type ChangePasswordForm = InferType<typeof changePasswordSchema>;

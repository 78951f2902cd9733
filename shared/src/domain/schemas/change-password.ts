import { object, string, type InferType } from 'yup';
import { LIMITS } from '../constants/domain';
import { VALIDATION } from '../constants/validation';

/**
 * The password change on the profile (docs/product/users-and-admin.md#profile): current, new and confirm are each required
 * ('Required.'); the new password must be confirmed ('Passwords do not match') and be at
 * least 8 characters (docs/product/constants.md). Field names are those of POST /api/token/resetpassword.
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

import { ValidationError } from 'yup';
import { changePasswordSchema } from './change-password';

function errorsOf(values: object): Record<string, string> {
  try {
    changePasswordSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as the form shows it.
    const errors: Record<string, string> = {};
    for (const e of error.inner) errors[e.path ?? ''] ??= e.message;
    return errors;
  }
}

describe('password change (docs/product/users-and-admin.md#profile)', () => {
  it("says 'Required.' for each empty field", () => {
    expect(errorsOf({ CurrentPassword: '', NewPassword: '', ConfirmNewPassword: '' })).toEqual({
      CurrentPassword: 'Required.',
      NewPassword: 'Required.',
      ConfirmNewPassword: 'Required.',
    });
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(errorsOf({ CurrentPassword: 'old', NewPassword: 'short', ConfirmNewPassword: 'other' })).toEqual({
      NewPassword: 'Password must be at least 8 characters long.',
      ConfirmNewPassword: 'Passwords do not match',
    });
    expect(errorsOf({ CurrentPassword: 'old', NewPassword: 'Long-enough', ConfirmNewPassword: 'Long-enough' })).toEqual({});
  });
});

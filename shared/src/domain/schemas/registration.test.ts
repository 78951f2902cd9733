import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { VALIDATION } from '../constants/validation';
import {
  addAccountSchema,
  newPasswordSchema,
  passwordResetRequestSchema,
  registrationRequestSchema,
  selfRegistrationSchema,
} from './registration';

/** Every message the schema gives for `value`, by field. */
async function messages(schema: ObjectSchema<AnyObject>, value: object): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField: Record<string, string[]> = {};
    for (const inner of error.inner) (byField[inner.path ?? ''] ??= []).push(inner.message);
    return byField;
  }
}

const request = { email: 'rita@example.test', firstName: 'Rita', lastName: 'R', company: 'Summit', message: 'Hello' };
const self = { email: 'sam@example.test', firstName: 'Sam', lastName: 'S', company: 'Summit', password: 'Self-pass-2026', verifyPassword: 'Self-pass-2026' };

describe('registration request (docs/product/registration.md#registration-request)', () => {
  it('takes a complete request', async () => {
    expect(await messages(registrationRequestSchema, request)).toEqual({});
  });

  it('words every missing field as the specification does', async () => {
    expect(await messages(registrationRequestSchema, { email: '', firstName: ' ', lastName: '', company: '', message: '' })).toEqual({
      email: ['Email is required.'],
      firstName: ['First Name Required.'],
      lastName: ['Last Name Required.'],
      company: ['Company Required.'],
      message: ['Message Required.'],
    });
  });

  it("answers an invalid address with 'Email is required.'", async () => {
    expect(await messages(registrationRequestSchema, { ...request, email: 'rita@' })).toEqual({ email: [VALIDATION.registration.email] });
  });
});

describe('self-registration (docs/product/registration.md#creating-the-user)', () => {
  it('takes a complete form', async () => {
    expect(await messages(selfRegistrationSchema, self)).toEqual({});
  });

  it('has the request’s messages for the person', async () => {
    expect(await messages(selfRegistrationSchema, { ...self, email: 'x', firstName: '', lastName: '', company: '' })).toEqual({
      email: ['Email is required.'],
      firstName: ['First Name Required.'],
      lastName: ['Last Name Required.'],
      company: ['Company Required.'],
    });
  });

  it("says 'Password is required.' alone for an empty password", async () => {
    expect(await messages(selfRegistrationSchema, { ...self, password: '', verifyPassword: '' })).toEqual({ password: ['Password is required.'] });
  });

  it('wants at least 8 characters and a matching verifyPassword', async () => {
    expect(await messages(selfRegistrationSchema, { ...self, password: 'Seven77', verifyPassword: 'Seven77' })).toEqual({
      password: ['Password must be at least 8 characters long.'],
    });
    expect(await messages(selfRegistrationSchema, { ...self, verifyPassword: 'Self-pass-2027' })).toEqual({ verifyPassword: ['Passwords must match.'] });
    expect(await messages(selfRegistrationSchema, { ...self, verifyPassword: '' })).toEqual({ verifyPassword: ['Passwords must match.'] });
  });
});

describe('invite and reset password (docs/product/registration.md#invite-acceptance)', () => {
  it('takes a matching password of 8 characters or more', async () => {
    expect(await messages(newPasswordSchema, { password: 'Eight888', confirmPassword: 'Eight888' })).toEqual({});
  });

  it("says 'Password required.' and 'Confirm password required.', each alone", async () => {
    expect(await messages(newPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: ['Password required.'],
      confirmPassword: ['Confirm password required.'],
    });
  });

  it("says 'Passwords do not match' and asks for 8 characters", async () => {
    expect(await messages(newPasswordSchema, { password: 'Eight888', confirmPassword: 'Eight889' })).toEqual({ confirmPassword: ['Passwords do not match'] });
    expect(await messages(newPasswordSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: ['Password must be at least 8 characters long.'],
    });
  });
});

describe('password reset request (docs/product/registration.md#asking-for-a-reset)', () => {
  it('wants a valid address', async () => {
    expect(await messages(passwordResetRequestSchema, { email: 'a@b.test' })).toEqual({});
    expect(await messages(passwordResetRequestSchema, { email: '' })).toEqual({ email: ['A valid email is required.'] });
    expect(await messages(passwordResetRequestSchema, { email: 'not an address' })).toEqual({ email: ['A valid email is required.'] });
  });
});

describe('add account (docs/product/registration.md#adding-accounts)', () => {
  const proof = { invoiceNumber: '90001000', invoiceAmount: '1000.00', accountNumber: '100100' };

  it('takes an invoice number, an amount of at most two decimals and a billing ID', async () => {
    expect(await messages(addAccountSchema, proof)).toEqual({});
    expect(await messages(addAccountSchema, { ...proof, invoiceAmount: ' 12.5 ' })).toEqual({});
  });

  it('words every missing field as the specification does', async () => {
    expect(await messages(addAccountSchema, { invoiceNumber: '', invoiceAmount: '', accountNumber: ' ' })).toEqual({
      invoiceNumber: ['Invoice number is required.'],
      invoiceAmount: ['Invoice amount is required. Numeric values only.'],
      accountNumber: ['Billing ID is required.'],
    });
  });

  it.each(['abc', '12,50', '1.001', '1e3', '--1'])("refuses the amount %p: 'Numeric values only.'", async (invoiceAmount) => {
    expect(await messages(addAccountSchema, { ...proof, invoiceAmount })).toEqual({ invoiceAmount: [VALIDATION.addAccount.invoiceAmount] });
  });
});

import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { accountProofSchema, linkedAccountSchema } from './linked-account';

function errorsOf(schema: ObjectSchema<AnyObject>, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as the form shows it.
    const errors: Record<string, string> = {};
    for (const e of error.inner) errors[e.path ?? ''] ??= e.message;
    return errors;
  }
}

describe('linked account (docs/product/users-and-admin.md#linked-accounts)', () => {
  const valid = { PrimaryAcct: '100300', CompanyCode: 'JP01', SalesOrganization: '1000' };

  it('takes letters and digits', () => {
    expect(errorsOf(linkedAccountSchema, valid)).toEqual({});
    expect(linkedAccountSchema.validateSync({ ...valid, PrimaryAcct: ' 100300 ' }).PrimaryAcct).toBe('100300');
  });

  it("says 'Required' for each empty field", () => {
    expect(errorsOf(linkedAccountSchema, { PrimaryAcct: '', CompanyCode: ' ', SalesOrganization: undefined })).toEqual({
      PrimaryAcct: 'Required',
      CompanyCode: 'Required',
      SalesOrganization: 'Required',
    });
  });

  it("says 'Invalid characters' for anything but letters and digits", () => {
    expect(errorsOf(linkedAccountSchema, { PrimaryAcct: '100-300', CompanyCode: '10 00', SalesOrganization: 'ä100' })).toEqual({
      PrimaryAcct: 'Invalid characters',
      CompanyCode: 'Invalid characters',
      SalesOrganization: 'Invalid characters',
    });
  });
});

describe('account proof (docs/product/registration.md)', () => {
  it('needs the invoice number and a decimal amount of at most 2 decimals', () => {
    expect(errorsOf(accountProofSchema, { InvoiceNumber: '90001000', InvoiceAmount: '1,00' })).toEqual({
      InvoiceAmount: 'Invoice amount is required. Numeric values only.',
    });
    expect(errorsOf(accountProofSchema, { InvoiceNumber: '', InvoiceAmount: '' })).toEqual({
      InvoiceNumber: 'Invoice number is required.',
      InvoiceAmount: 'Invoice amount is required. Numeric values only.',
    });
    expect(errorsOf(accountProofSchema, { InvoiceNumber: '90001000', InvoiceAmount: '1.005' })).toEqual({
      InvoiceAmount: 'Invoice amount is required. Numeric values only.',
    });
    expect(errorsOf(accountProofSchema, { InvoiceNumber: '90001000', InvoiceAmount: '250.50' })).toEqual({});
  });
});

import { object, string, type InferType } from 'yup';
import { VALIDATION } from '../constants/validation';
import { parseCents } from '../format/money';

/** Letters and digits only (docs/product/users-and-admin.md#linked-accounts). */
const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;

const code = () =>
  string()
    .trim()
    .required(VALIDATION.linkedAccount.required)
    .matches(LETTERS_AND_DIGITS, { message: VALIDATION.linkedAccount.invalid, excludeEmptyString: true });

/**
 * A linked ERP account as the profile and the user form edit it: PrimaryAcct, SalesOrganization and
 * CompanyCode are each 'Required' and take letters and digits only ('Invalid characters'). The API
 * server validates POST/PUT /api/users/{id}/accounts with the same schema.
 */
export const linkedAccountSchema = object({
  PrimaryAcct: code(),
  CompanyCode: code(),
  SalesOrganization: code(),
});
export type LinkedAccountForm = InferType<typeof linkedAccountSchema>;

/**
 * The proof a customer gives when linking an account to their own profile, as self-registration
 * asks it (docs/product/registration.md): the number and the exact amount of one of the account's
 * invoices. The amount is read as decimal text into cents, never as a float.
 */
export const accountProofSchema = object({
  InvoiceNumber: string().trim().required(VALIDATION.addAccount.invoiceNumber),
  InvoiceAmount: string()
    .trim()
    .required(VALIDATION.addAccount.invoiceAmount)
    .test('amount', VALIDATION.addAccount.invoiceAmount, (value) => value === undefined || parseCents(value).ok),
});
export type AccountProofForm = InferType<typeof accountProofSchema>;

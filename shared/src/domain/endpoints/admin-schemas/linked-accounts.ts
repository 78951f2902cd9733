import { Type, type Static } from 'typebox';
import { AccountSchema } from '../invoice-schemas';
import { IdSchema } from './common';

// A user's linked account has the one Account shape of the billing calls (docs/product/users-and-admin.md).
export { AccountSchema };

export const UserAccountParamsSchema = Type.Object({ id: IdSchema(), AccountId: IdSchema() });

/**
 * POST /api/users/{id}/accounts and PUT /api/users/{id}/accounts/{AccountId}; shared's form schema
 * checks the fields' content. A customer linking an account to their own profile also proves it
 * with one of its invoices (InvoiceNumber and its exact InvoiceAmount, docs/product/users-and-admin.md#linked-accounts).
 */
export const LinkedAccountBodySchema = Type.Object({
  PrimaryAcct: Type.String({ maxLength: 20 }),
  CompanyCode: Type.String({ maxLength: 10 }),
  SalesOrganization: Type.String({ maxLength: 10 }),
  InvoiceNumber: Type.Optional(Type.String({ maxLength: 20 })),
  InvoiceAmount: Type.Optional(Type.String({ maxLength: 20 })),
});

export const LinkedAccountListSchema = Type.Array(AccountSchema);

export type LinkedAccountRequest = Static<typeof LinkedAccountBodySchema>;

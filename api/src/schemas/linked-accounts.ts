import { Type } from 'typebox';
import { AccountSchema } from './accounts';

const Id = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const UserParamsSchema = Type.Object({ id: Id() });
export const UserAccountParamsSchema = Type.Object({ id: Id(), AccountId: Id() });

/** POST/PUT /api/users/{id}/accounts: the shared form schema checks the fields' content. */
export const LinkedAccountBodySchema = Type.Object({
  PrimaryAcct: Type.String({ maxLength: 20 }),
  CompanyCode: Type.String({ maxLength: 10 }),
  SalesOrganization: Type.String({ maxLength: 10 }),
  InvoiceNumber: Type.Optional(Type.String({ maxLength: 20 })),
  InvoiceAmount: Type.Optional(Type.String({ maxLength: 20 })),
});

export const LinkedAccountListSchema = Type.Array(AccountSchema);
export { AccountSchema };

import { Type } from 'typebox';
import { ACCOUNT_TYPES } from 'shared/server';

const AccountTypeIdSchema = Type.Enum([ACCOUNT_TYPES.SoldTo, ACCOUNT_TYPES.Payer, ACCOUNT_TYPES.PayerAll]);

const accountFields = {
  AccountId: Type.Integer(),
  PrimaryAcct: Type.String(),
  Name: Type.String(),
  name_2: Type.Optional(Type.String()),
  CompanyCode: Type.String(),
  SalesOrganization: Type.String(),
  DistributionChannel: Type.String(),
  Division: Type.String(),
  AccountTypeId: AccountTypeIdSchema,
  TransactionalAccounts: Type.Optional(Type.Array(Type.String())),
};

export const AccountSchema = Type.Object(accountFields);

export const HeaderItemSchema = Type.Object({
  ...accountFields,
  DropDownItems: Type.Array(AccountSchema),
});

export const UserPayersResponseSchema = Type.Object({
  HeaderItems: Type.Array(HeaderItemSchema),
});

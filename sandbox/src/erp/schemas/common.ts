import { Type } from 'typebox';

/** The ERP's booleans: 'X' for yes, '' for no. */
export const Flag = Type.Union([Type.Literal('X'), Type.Literal('')]);

/** A number as the portal sends it: digits, possibly with leading zeros. */
export const CustomerNumber = Type.String({ minLength: 1, maxLength: 10, pattern: '^\\s*\\d+\\s*$' });

export const SalesAreaSchema = Type.Object({
  sales_organization: Type.String(),
  distribution_channel: Type.String(),
  division: Type.String(),
});

export const AddressDataSchema = Type.Object({
  name: Type.String(),
  name_2: Type.Optional(Type.String()),
  street: Type.String(),
  city: Type.String(),
  district: Type.Optional(Type.String()),
  region: Type.String(),
  postal_code_city: Type.String(),
  country: Type.String(),
});

export const AddressBlockSchema = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  region: Type.String(),
  country: Type.String(),
});

export const CardTypeSchema = Type.Union([
  Type.Literal('VISA'),
  Type.Literal('MC'),
  Type.Literal('AMEX'),
  Type.Literal('EC'),
]);

export const PaymentCardSchema = Type.Object({
  payment_card_type: CardTypeSchema,
  payment_card_token: Type.String(),
  payment_card_name: Type.String(),
  valid_from: Type.Optional(Type.String()),
  valid_to: Type.Optional(Type.String()),
  electronic_check_account_type: Type.Optional(
    Type.Union([Type.Literal('C'), Type.Literal('S'), Type.Literal('X'), Type.Literal('')]),
  ),
  electronic_check_rdfi_number: Type.Optional(Type.String()),
  default: Type.Optional(Flag),
  is_session: Type.Optional(Type.Boolean()),
});

import type { TokenizerResultResponse, TokenizerSessionRequest, TokenizerSessionResponse } from 'shared/server';
import { Type, type Static } from 'typebox';
import type { Expect, Same } from '../lib/schemas';
import { ErpPaymentCardSchema as PaymentCardSchema } from 'shared/server';

const PaymentMethodSchema = Type.Union([Type.Literal('CC'), Type.Literal('EC')]);

export const SessionRequestSchema = Type.Object({
  merchant_guid: Type.Optional(Type.String({ maxLength: 100 })),
  payment_method: PaymentMethodSchema,
});
export const SessionResponseSchema = Type.Object({
  access_token: Type.String(),
  merchant_guid: Type.String(),
  tokenizer_url: Type.String(),
  expires_in: Type.Integer(),
});

export const CardDataSchema = Type.Object({
  card_number: Type.String({ minLength: 1, maxLength: 30 }),
  card_type: Type.Union([Type.Literal('VISA'), Type.Literal('MC'), Type.Literal('AMEX')]),
  name: Type.String({ maxLength: 100 }),
  exp_month: Type.Union([Type.Integer(), Type.String({ pattern: '^\\d{1,2}$' })]),
  exp_year: Type.Union([Type.Integer(), Type.String({ pattern: '^\\d{2}(\\d{2})?$' })]),
  cvv: Type.Optional(Type.String({ maxLength: 8 })),
});
export type CardData = Static<typeof CardDataSchema>;

export const CheckDataSchema = Type.Object({
  routing_number: Type.String({ maxLength: 20 }),
  account_number: Type.String({ maxLength: 30 }),
  account_type: Type.Union([Type.Literal('C'), Type.Literal('S'), Type.Literal('X')]),
  name: Type.String({ maxLength: 100 }),
});
export type CheckData = Static<typeof CheckDataSchema>;

export const TokenizeRequestSchema = Type.Union([CardDataSchema, CheckDataSchema]);

export const TokenizeResponseSchema = Type.Object({
  result: Type.Union([Type.Literal('approved'), Type.Literal('declined')]),
  token: Type.Union([Type.String(), Type.Null()]),
  message: Type.Optional(Type.String()),
});

export const ResultRequestSchema = Type.Object({ access_token: Type.String({ minLength: 1 }) });
export const ResultResponseSchema = Type.Object({
  result: Type.Union([Type.Literal('approved'), Type.Literal('declined')]),
  paymentcard: Type.Optional(PaymentCardSchema),
  message: Type.Optional(Type.String()),
});

export type SessionRequestContract = Expect<Same<Static<typeof SessionRequestSchema>, TokenizerSessionRequest>>;
export type SessionResponseContract = Expect<Same<Static<typeof SessionResponseSchema>, TokenizerSessionResponse>>;
export type ResultContract = Expect<Same<Static<typeof ResultResponseSchema>, TokenizerResultResponse>>;

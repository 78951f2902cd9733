import type {
  DepositRequest,
  ErpPaymentLogEntry,
  PayedLine,
  PaymentCardEntry,
  PaymentCardsRequest,
  PaymentCardsResponse,
  PaymentDetail,
  PaymentRequest,
  PaymentResponse,
  PaymentStatusLine,
} from 'shared/server';
import { Type, type Static } from 'typebox';
import { ErpStatusSchema, type Expect, type Same } from '../../lib/schemas';
import { AddressBlockSchema, AddressDataSchema, CardTypeSchema, CustomerNumber, Flag } from './common';

const CheckAccountType = Type.Union([Type.Literal('C'), Type.Literal('S'), Type.Literal('X'), Type.Literal('')]);

export const PayerDataSchema = Type.Object({ customer_number: CustomerNumber, company_code: Type.String() });

export const PaymentDetailSchema = Type.Object({
  payment_method: Type.Union([Type.Literal('CC'), Type.Literal('EC')]),
  payment_card_type: CardTypeSchema,
  payment_card_token: Type.String({ minLength: 1, maxLength: 100 }),
  payment_card_name: Type.String(),
  electronic_check_account_type: Type.Optional(CheckAccountType),
  electronic_check_rdfi_number: Type.Optional(Type.String()),
  valid_to: Type.Optional(Type.String()),
  card_validation_code: Type.Optional(Type.String({ maxLength: 8 })),
  address_data: Type.Optional(Type.Partial(AddressDataSchema)),
});

/** Spec §7 documents[]; only the numbers and the amount are needed, the rest may be left out. */
export const PaymentDocumentSchema = Type.Object({
  billing_document_number: Type.String(),
  document_number_finance: Type.String(),
  line_item_in_the_relevant_invoice: Type.Optional(Type.String()),
  fiscal_year_of_the_relevant_invoice: Type.Optional(Type.String()),
  open_amount: Type.Optional(Type.Number()),
  amount_to_process: Type.Number(),
  currency_key: Type.Optional(Type.String()),
  reason_code: Type.Optional(Type.String()),
  reason_description: Type.Optional(Type.String()),
  comment: Type.Optional(Type.String()),
  reference_number: Type.Optional(Type.String()),
  zzcustom: Type.Optional(
    Type.Object({
      soldtoad: Type.Optional(AddressBlockSchema),
      payerad: Type.Optional(AddressBlockSchema),
      nodetail: Type.Optional(Flag),
    }),
  ),
});

export const PaymentRequestSchema = Type.Object({
  payer_data: PayerDataSchema,
  payment_detail: PaymentDetailSchema,
  documents: Type.Array(PaymentDocumentSchema, { minItems: 1, maxItems: 500 }),
});

export const DepositRequestSchema = Type.Object({
  payer_data: PayerDataSchema,
  payment_detail: PaymentDetailSchema,
  deposit_detail: Type.Object({
    amount_to_process: Type.Number(),
    currency_key: Type.String(),
    reason_code: Type.Optional(Type.String()),
    reference_number: Type.Optional(Type.String({ maxLength: 100 })),
    comment: Type.Optional(Type.String()),
  }),
});

export const PaymentStatusLineSchema = Type.Object({
  message_type: Type.Union([Type.Literal('S'), Type.Literal('W'), Type.Literal('E')]),
  message_line_string: Type.String(),
  message_number: Type.Optional(Type.String()),
  index_number: Type.Integer(),
  document_number_finance: Type.String(),
  authorization_reference_code: Type.Optional(Type.String()),
});

export const PayedLineSchema = Type.Object({
  authorization_reference_code: Type.String(),
  document_number_finance: Type.String(),
  amount: Type.Optional(Type.Number()),
});

export const PaymentResponseSchema = Type.Object({
  status: Type.Array(PaymentStatusLineSchema),
  payed: Type.Array(PayedLineSchema),
});

export const PaymentCardEntrySchema = Type.Object({
  name: Type.String({ maxLength: 100 }),
  token: Type.String({ minLength: 1, maxLength: 100 }),
  type: CardTypeSchema,
  valid_from: Type.Optional(Type.String()),
  valid_to: Type.Optional(Type.String()),
  default: Type.Optional(Flag),
  card_validation_code: Type.Optional(Type.String({ maxLength: 8 })),
  electronic_check_account_type: Type.Optional(CheckAccountType),
  electronic_check_rdfi_number: Type.Optional(Type.String()),
});

export const PaymentCardsRequestSchema = Type.Object({
  payer_data: PayerDataSchema,
  action: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03'), Type.Literal('04')]),
  payment_cards: Type.Array(PaymentCardEntrySchema, { minItems: 1, maxItems: 20 }),
});

export const PaymentCardsResponseSchema = Type.Object({ status: ErpStatusSchema });

export const PaymentLogEntrySchema = Type.Object({
  at: Type.String(),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('deposit')]),
  payer: Type.String(),
  token: Type.String(),
  amount: Type.Number(),
  currency_key: Type.String(),
  documents: Type.Array(Type.String()),
  authorization_reference_code: Type.String(),
});
export const PaymentLogSchema = Type.Array(PaymentLogEntrySchema);
export const DeletedSchema = Type.Object({ deleted: Type.Integer() });
export const ResetResponseSchema = Type.Object({ status: ErpStatusSchema });

// The schemas above must describe the shared contracts exactly (request bodies may be looser).
export type DetailContract = Expect<Same<Static<typeof PaymentDetailSchema>, PaymentDetail>>;
export type PaymentRequestContract = Expect<PaymentRequest extends Static<typeof PaymentRequestSchema> ? true : false>;
export type DepositRequestContract = Expect<DepositRequest extends Static<typeof DepositRequestSchema> ? true : false>;
export type StatusLineContract = Expect<Same<Static<typeof PaymentStatusLineSchema>, PaymentStatusLine>>;
export type PayedContract = Expect<Same<Static<typeof PayedLineSchema>, PayedLine>>;
export type PaymentResponseContract = Expect<Same<Static<typeof PaymentResponseSchema>, PaymentResponse>>;
export type CardEntryContract = Expect<Same<Static<typeof PaymentCardEntrySchema>, PaymentCardEntry>>;
export type CardsRequestContract = Expect<Same<Static<typeof PaymentCardsRequestSchema>, PaymentCardsRequest>>;
export type CardsResponseContract = Expect<Same<Static<typeof PaymentCardsResponseSchema>, PaymentCardsResponse>>;
export type LogContract = Expect<Same<Static<typeof PaymentLogEntrySchema>, ErpPaymentLogEntry>>;

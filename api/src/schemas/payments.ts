import { Type, type Static } from 'typebox';

/** An amount as the page sends it: a number, or the field's text (checked by the payment rules). */
const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 32 })]);
const Text = (maxLength: number) => Type.String({ maxLength });
/**
 * Card and account numbers never reach the API server (decisions §1): the bodies are closed, so a
 * card_number, account_number, routing_number or cvv field is refused with 400.
 */
const closed = { additionalProperties: false } as const;

export const PayerDataSchema = Type.Object(
  {
    customer_number: Type.String({ minLength: 1, maxLength: 20 }),
    company_code: Text(10),
  },
  closed,
);

/** Spec §7 payment_detail: tokens only, never card or account numbers. */
export const PaymentDetailSchema = Type.Object(
  {
    payment_method: Text(4),
    payment_card_type: Text(10),
    payment_card_token: Text(200),
    payment_card_name: Text(200),
    electronic_check_account_type: Type.Optional(Text(2)),
    electronic_check_rdfi_number: Type.Optional(Text(20)),
    valid_to: Type.Optional(Text(10)),
    card_validation_code: Type.Optional(Text(10)),
    address_data: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 200 }))),
  },
  closed,
);
export type PaymentDetailBody = Static<typeof PaymentDetailSchema>;

/** Spec §7 documents[]: which document and what to pay. Every other field is taken from the ERP. */
export const PaymentDocumentSchema = Type.Object(
  {
    billing_document_number: Type.String({ minLength: 1, maxLength: 20 }),
    document_number_finance: Text(20),
    line_item_in_the_relevant_invoice: Type.Optional(Text(10)),
    fiscal_year_of_the_relevant_invoice: Type.Optional(Text(4)),
    open_amount: Type.Optional(Type.Number()),
    amount_to_process: Amount,
    currency_key: Type.Optional(Text(5)),
    reason_code: Type.Optional(Text(10)),
    reason_description: Type.Optional(Text(200)),
    comment: Type.Optional(Text(500)),
    reference_number: Type.Optional(Text(50)),
    /** The ERP's own block, sent back as the search gave it (the server uses the ERP's copy). */
    zzcustom: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  closed,
);

export const PaymentBodySchema = Type.Object(
  {
    payer_data: PayerDataSchema,
    payment_detail: PaymentDetailSchema,
    documents: Type.Array(PaymentDocumentSchema, { maxItems: 500 }),
  },
  closed,
);
export type PaymentBody = Static<typeof PaymentBodySchema>;

export const DepositBodySchema = Type.Object(
  {
    payer_data: PayerDataSchema,
    payment_detail: PaymentDetailSchema,
    deposit_detail: Type.Object(
      {
        amount_to_process: Amount,
        currency_key: Text(5),
        reason_code: Text(10),
        reference_number: Type.Optional(Text(50)),
        comment: Type.Optional(Text(500)),
      },
      closed,
    ),
  },
  closed,
);
export type DepositBody = Static<typeof DepositBodySchema>;

/** Spec §3 'Payment result line' and the payed list: the ERP's PaymentResponse. */
export const PaymentResponseSchema = Type.Object({
  status: Type.Array(
    Type.Object(
      {
        index_number: Type.Optional(Type.Number()),
        document_number_finance: Type.Optional(Type.String()),
        message_type: Type.String(),
        message_line_string: Type.String(),
        message_number: Type.Optional(Type.String()),
        authorization_reference_code: Type.Optional(Type.String()),
      },
      { additionalProperties: true },
    ),
  ),
  payed: Type.Array(
    Type.Object(
      {
        authorization_reference_code: Type.String(),
        document_number_finance: Type.String(),
        amount: Type.Optional(Type.Number()),
      },
      { additionalProperties: true },
    ),
  ),
});

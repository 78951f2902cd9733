import { FIELD_LIMITS as L } from 'shared/server';
import { Type, type Static } from 'typebox';
import { RequestDateSchema } from './common';

/**
 * An amount as the page sends it: a JSON number or the field's text. Either is read into cents by
 * the shared rules (at most 2 decimals, under its ceiling), never used as a float.
 */
const Amount = Type.Union([Type.Number(), Type.String({ maxLength: L.amountText })]);
const Text = (maxLength: number) => Type.String({ maxLength });
/**
 * Card and account numbers never reach the API server (docs/decisions.md#shape-of-the-system): the bodies are closed, so a
 * card_number, account_number, routing_number or cvv field is refused with 400.
 */
const closed = { additionalProperties: false } as const;

export const PayerDataSchema = Type.Object(
  {
    customer_number: Type.String({ minLength: 1, maxLength: L.customerNumber }),
    company_code: Text(L.companyCode),
  },
  closed,
);

/** docs/product/checkout-and-payments.md payment_detail: tokens only, never card or account numbers. */
export const PaymentDetailSchema = Type.Object(
  {
    payment_method: Text(L.paymentMethod),
    payment_card_type: Text(L.cardType),
    payment_card_token: Text(L.token),
    payment_card_name: Text(L.cardName),
    electronic_check_account_type: Type.Optional(Text(L.checkAccountType)),
    electronic_check_rdfi_number: Type.Optional(Text(L.rdfiNumber)),
    valid_to: Type.Optional(RequestDateSchema),
    card_validation_code: Type.Optional(Text(L.cvv)),
    address_data: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: L.addressField }))),
  },
  closed,
);
export type PaymentDetailBody = Static<typeof PaymentDetailSchema>;

/** docs/product/checkout-and-payments.md documents[]: which document and what to pay. Every other field is taken from the ERP. */
export const PaymentDocumentSchema = Type.Object(
  {
    billing_document_number: Type.String({ minLength: 1, maxLength: L.documentNumber }),
    document_number_finance: Text(L.documentNumber),
    line_item_in_the_relevant_invoice: Type.Optional(Text(L.lineItem)),
    fiscal_year_of_the_relevant_invoice: Type.Optional(Text(L.fiscalYear)),
    /** Ignored: the open amount is the ERP's. */
    open_amount: Type.Optional(Type.Number()),
    amount_to_process: Amount,
    currency_key: Type.Optional(Text(L.currencyKey)),
    reason_code: Type.Optional(Text(L.reasonCode)),
    reason_description: Type.Optional(Text(L.reasonDescription)),
    comment: Type.Optional(Text(L.comment)),
    reference_number: Type.Optional(Text(L.referenceNumber)),
    /** The ERP's own block, sent back as the search gave it (the server uses the ERP's copy). */
    zzcustom: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  closed,
);

export const PaymentBodySchema = Type.Object(
  {
    payer_data: PayerDataSchema,
    payment_detail: PaymentDetailSchema,
    documents: Type.Array(PaymentDocumentSchema, { maxItems: L.documents }),
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
        currency_key: Text(L.currencyKey),
        reason_code: Text(L.reasonCode),
        reference_number: Type.Optional(Text(L.referenceNumber)),
        comment: Type.Optional(Text(L.comment)),
      },
      closed,
    ),
  },
  closed,
);
export type DepositBody = Static<typeof DepositBodySchema>;

/** docs/product/checkout-and-payments.md ('Payment result line') and the payed list: the ERP's PaymentResponse. */
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

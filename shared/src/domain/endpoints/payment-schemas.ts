import { Type } from 'typebox';
import { ErpCardTypeSchema, ErpCheckAccountTypeSchema, ErpFlagSchema, ErpPaymentCardSchema, ErpStatusSchema } from '../erp/common';
import { ErpPaymentResponseSchema } from '../erp/payments';
import { FIELD_LIMITS as L } from '../rules/field-limits';
import { RequestDateSchema } from './common';

/**
 * The schemas of the payment and payment-method calls (shared/src/domain/endpoints/billing.ts). Card and
 * account numbers never reach the API server (docs/decisions.md#shape-of-the-system): every request
 * object is closed (additionalProperties: false), so a body carrying card_number, account_number,
 * routing_number or cvv is refused with 400. The only secret-like field is card_validation_code,
 * which docs/product/payment-methods.md lists on a card entry.
 */
const closed = { additionalProperties: false } as const;
const Text = (maxLength: number) => Type.String({ maxLength });

/**
 * An amount as the page sends it: a JSON number or the field's text. Either is read into cents by
 * the shared rules (at most 2 decimals, under its ceiling), never used as a float.
 */
const Amount = Type.Union([Type.Number(), Type.String({ maxLength: L.amountText })]);

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

/** POST /api/invoice/payments, sent with an Idempotency-Key header (one per Pay click). */
export const PaymentBodySchema = Type.Object(
  {
    payer_data: PayerDataSchema,
    payment_detail: PaymentDetailSchema,
    documents: Type.Array(PaymentDocumentSchema, { maxItems: L.documents }),
  },
  closed,
);

/** POST /api/customer/makedeposit, same header. */
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

/** docs/product/checkout-and-payments.md ('Payment result line') and the payed list: the ERP's answer. */
export const PaymentResponseSchema = ErpPaymentResponseSchema;

/** docs/product/payment-methods.md card entry: a token and what describes it, never a number. */
export const PaymentCardEntrySchema = Type.Object(
  {
    name: Text(L.methodName),
    token: Type.String({ minLength: 1, maxLength: L.token }),
    type: ErpCardTypeSchema,
    valid_from: Type.Optional(Text(10)),
    valid_to: Type.Optional(Text(10)),
    default: Type.Optional(ErpFlagSchema),
    card_validation_code: Type.Optional(Text(8)),
    electronic_check_account_type: Type.Optional(ErpCheckAccountTypeSchema),
    electronic_check_rdfi_number: Type.Optional(Text(20)),
  },
  closed,
);

/** POST /api/customer/payment_cards: 01 add, 02 update, 03 delete, 04 authorize (docs/product/constants.md). */
export const PaymentCardsBodySchema = Type.Object(
  {
    payer_data: Type.Object({ customer_number: Type.String({ minLength: 1, maxLength: 20 }), company_code: Text(10) }, closed),
    action: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03'), Type.Literal('04')]),
    payment_cards: Type.Array(PaymentCardEntrySchema, { minItems: 1, maxItems: 20 }),
  },
  closed,
);
/** S for success; else message_number ('74' already exists, '76' assigned to another account) and the text. */
export const PaymentCardsResponseSchema = Type.Object({ status: ErpStatusSchema });

/** GET /api/payment-methods?customer_number=&company_code=[&userid=] */
export const PaymentMethodsQuerySchema = Type.Object(
  {
    customer_number: Type.String({ minLength: 1, maxLength: 20 }),
    company_code: Type.Optional(Text(10)),
    userid: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  closed,
);
export const PaymentMethodsResponseSchema = Type.Array(ErpPaymentCardSchema);

import { Type } from 'typebox';
import {
  ErpAddressBlockSchema,
  ErpAddressDataSchema,
  ErpCardTypeSchema,
  ErpCheckAccountTypeSchema,
  ErpCustomerNumberSchema,
  ErpFlagSchema,
  ErpMessageTypeSchema,
  ErpStatusSchema,
} from './common';

export const ErpPayerDataSchema = Type.Object({ customer_number: ErpCustomerNumberSchema, company_code: Type.String() });

export const ErpPaymentDetailSchema = Type.Object({
  payment_method: Type.Union([Type.Literal('CC'), Type.Literal('EC')]),
  payment_card_type: ErpCardTypeSchema,
  payment_card_token: Type.String({ minLength: 1, maxLength: 100 }),
  payment_card_name: Type.String(),
  electronic_check_account_type: Type.Optional(ErpCheckAccountTypeSchema),
  electronic_check_rdfi_number: Type.Optional(Type.String()),
  valid_to: Type.Optional(Type.String()),
  card_validation_code: Type.Optional(Type.String({ maxLength: 8 })),
  address_data: Type.Optional(Type.Partial(ErpAddressDataSchema)),
});

/** documents[] of a payment; only the numbers and the amount are needed, the rest may be left out. */
export const ErpPaymentDocumentSchema = Type.Object({
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
      soldtoad: Type.Optional(ErpAddressBlockSchema),
      payerad: Type.Optional(ErpAddressBlockSchema),
      nodetail: Type.Optional(ErpFlagSchema),
    }),
  ),
});

/**
 * The portal's reference of one charge attempt. The ERP charges a reference at most once (a repeat
 * answers the first answer), and a lookup tells whether it was charged; see
 * docs/architecture/payments.md#reconciliation.
 */
export const ErpPortalReferenceSchema = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' });

/** POST /erp/invoice/payments */
export const ErpPaymentRequestSchema = Type.Object({
  payer_data: ErpPayerDataSchema,
  payment_detail: ErpPaymentDetailSchema,
  documents: Type.Array(ErpPaymentDocumentSchema, { minItems: 1, maxItems: 500 }),
  portal_reference: Type.Optional(ErpPortalReferenceSchema),
});

/** POST /erp/customer/makedeposit */
export const ErpDepositRequestSchema = Type.Object({
  payer_data: ErpPayerDataSchema,
  payment_detail: ErpPaymentDetailSchema,
  deposit_detail: Type.Object({
    amount_to_process: Type.Number(),
    currency_key: Type.String(),
    reason_code: Type.Optional(Type.String()),
    reference_number: Type.Optional(Type.String({ maxLength: 100 })),
    comment: Type.Optional(Type.String()),
  }),
  portal_reference: Type.Optional(ErpPortalReferenceSchema),
});

/** 'Payment result line'. */
export const ErpPaymentStatusLineSchema = Type.Object({
  message_type: ErpMessageTypeSchema,
  message_line_string: Type.String(),
  message_number: Type.Optional(Type.String()),
  index_number: Type.Integer(),
  document_number_finance: Type.String(),
  authorization_reference_code: Type.Optional(Type.String()),
});

export const ErpPayedLineSchema = Type.Object({
  authorization_reference_code: Type.String(),
  document_number_finance: Type.String(),
  amount: Type.Optional(Type.Number()),
});

/** The answer of both payment calls: the first status line decides the outcome. */
export const ErpPaymentResponseSchema = Type.Object({
  status: Type.Array(ErpPaymentStatusLineSchema),
  payed: Type.Array(ErpPayedLineSchema),
});

/**
 * POST /erp/payments/lookup: was the charge with this portal reference made? A lookup also closes
 * the reference: a charge that arrives after it is refused, so "not charged" stays true.
 */
export const ErpChargeLookupRequestSchema = Type.Object({ portal_reference: ErpPortalReferenceSchema });
export const ErpChargeLookupResponseSchema = Type.Object({
  status: ErpStatusSchema,
  /** X: charged, and `response` is the answer the charge got. */
  charged: ErpFlagSchema,
  response: Type.Optional(ErpPaymentResponseSchema),
});

/** A card entry of /erp/customer/payment_cards: tokens only, never numbers. */
export const ErpPaymentCardEntrySchema = Type.Object({
  name: Type.String({ maxLength: 100 }),
  token: Type.String({ minLength: 1, maxLength: 100 }),
  type: ErpCardTypeSchema,
  valid_from: Type.Optional(Type.String()),
  valid_to: Type.Optional(Type.String()),
  default: Type.Optional(ErpFlagSchema),
  card_validation_code: Type.Optional(Type.String({ maxLength: 8 })),
  electronic_check_account_type: Type.Optional(ErpCheckAccountTypeSchema),
  electronic_check_rdfi_number: Type.Optional(Type.String()),
});

/** POST /erp/customer/payment_cards: 01 add, 02 update, 03 delete, 04 authorize. */
export const ErpPaymentCardsRequestSchema = Type.Object({
  payer_data: ErpPayerDataSchema,
  action: Type.Union([Type.Literal('01'), Type.Literal('02'), Type.Literal('03'), Type.Literal('04')]),
  payment_cards: Type.Array(ErpPaymentCardEntrySchema, { minItems: 1, maxItems: 20 }),
});

export const ErpPaymentCardsResponseSchema = Type.Object({ status: ErpStatusSchema });

/** Sandbox introspection (GET /erp/payments/log): one charge the ERP processed. */
export const ErpPaymentLogEntrySchema = Type.Object({
  /** ISO date and time */
  at: Type.String(),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('deposit')]),
  /** payer_data.customer_number, without leading zeros */
  payer: Type.String(),
  token: Type.String(),
  /** The amount charged (the net of all posted lines of a payment). */
  amount: Type.Number(),
  currency_key: Type.String(),
  /** Billing numbers (or finance numbers of finance-only documents) without leading zeros. */
  documents: Type.Array(Type.String()),
  authorization_reference_code: Type.String(),
});
export const ErpPaymentLogSchema = Type.Array(ErpPaymentLogEntrySchema);
export const ErpDeletedSchema = Type.Object({ deleted: Type.Integer() });
export const ErpResetResponseSchema = Type.Object({ status: ErpStatusSchema });
/**
 * Sandbox fault injection: the next charges are made, then their answer is held this long; or,
 * with hang_before_charge_ms, they wait that long before charging (a lookup meanwhile closes them).
 */
export const ErpFaultsRequestSchema = Type.Object({
  hang_after_charge_ms: Type.Integer({ minimum: 0, maximum: 600_000 }),
  hang_before_charge_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
  /** How many charges hang (default: every one until reset). */
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

import type { Static } from 'typebox';
import type { ErpDocument } from './erp';
import type { Expect } from '../../erp/contract-check';
import type {
  ErpDepositRequestSchema,
  ErpPayedLineSchema,
  ErpPayerDataSchema,
  ErpPaymentCardEntrySchema,
  ErpPaymentCardsRequestSchema,
  ErpPaymentCardsResponseSchema,
  ErpPaymentDetailSchema,
  ErpPaymentDocumentSchema,
  ErpPaymentRequestSchema,
  ErpPaymentResponseSchema,
  ErpPaymentStatusLineSchema,
} from '../../erp/payments';
import type { PaymentMethodsQuerySchema, PaymentMethodsResponseSchema } from '../payment-schemas';

// The payment calls' types: what the pages send and the ERP takes, from the ERP's schemas
// (shared/src/domain/erp/payments.ts); the API's own request schemas (shared/src/domain/endpoints/payment-schemas.ts)
// take these and also an amount as text.

/** docs/product/checkout-and-payments.md payer_data. */
export type PayerData = Static<typeof ErpPayerDataSchema>;

/** docs/product/checkout-and-payments.md payment_detail. Card and account numbers never appear: only tokens. */
export type PaymentDetail = Static<typeof ErpPaymentDetailSchema>;

/**
 * docs/product/checkout-and-payments.md documents[] of POST /api/invoice/payments: the portal fills
 * in every field the ERP's documents[] takes, from the document it pays.
 */
export type PaymentDocument = Pick<
  ErpDocument,
  | 'billing_document_number'
  | 'document_number_finance'
  | 'line_item_in_the_relevant_invoice'
  | 'fiscal_year_of_the_relevant_invoice'
  | 'open_amount'
  | 'currency_key'
  | 'reference_number'
  | 'zzcustom'
> &
  Required<Pick<Static<typeof ErpPaymentDocumentSchema>, 'amount_to_process' | 'reason_code' | 'reason_description' | 'comment'>>;

/** POST /api/invoice/payments, sent with an Idempotency-Key header (one per Pay click). */
export interface PaymentRequest {
  payer_data: PayerData;
  payment_detail: PaymentDetail;
  documents: PaymentDocument[];
}

/** POST /api/customer/makedeposit, same header: every field of the ERP's deposit_detail, in USD. */
export interface DepositRequest {
  payer_data: PayerData;
  payment_detail: PaymentDetail;
  deposit_detail: Required<Static<typeof ErpDepositRequestSchema>['deposit_detail']> & { currency_key: 'USD' };
}

/** docs/product/checkout-and-payments.md ('Payment result line'). */
export type PaymentStatusLine = Static<typeof ErpPaymentStatusLineSchema>;
export type PayedLine = Static<typeof ErpPayedLineSchema>;

/** The answer of both payment calls: the first status line decides the outcome (docs/product/checkout-and-payments.md). */
export type PaymentResponse = Static<typeof ErpPaymentResponseSchema>;

/** docs/product/checkout-and-payments.md card entry of POST /api/customer/payment_cards: tokens only, never numbers. */
export type PaymentCardEntry = Static<typeof ErpPaymentCardEntrySchema>;

/** POST /api/customer/payment_cards (and the ERP's /erp/customer/payment_cards). */
export type PaymentCardsRequest = Static<typeof ErpPaymentCardsRequestSchema>;

/** docs/product/constants.md payment-card actions: 01 add, 02 update, 03 delete, 04 authorize/verify. */
export type PaymentCardActionCode = PaymentCardsRequest['action'];

/** S for success; else message_number ('74' already exists, '76' assigned to another account) and the text. */
export type PaymentCardsResponse = Static<typeof ErpPaymentCardsResponseSchema>;

/** GET /api/payment-methods?customer_number=&company_code=[&userid=]: the payer's saved methods. */
export type PaymentMethodsQuery = Static<typeof PaymentMethodsQuerySchema>;
export type PaymentMethodsResponse = Static<typeof PaymentMethodsResponseSchema>;

// What the portal sends is a payment the ERP takes.
type _ErpTakesThem = [
  Expect<PaymentRequest extends Static<typeof ErpPaymentRequestSchema> ? true : false>,
  Expect<DepositRequest extends Static<typeof ErpDepositRequestSchema> ? true : false>,
];

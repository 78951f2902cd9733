import type { AddressData, ErpDocument, ErpStatus, PaymentCard } from './erp';

/** docs/product/checkout-and-payments.md payer_data. */
export interface PayerData {
  customer_number: string;
  company_code: string;
}

/** docs/product/checkout-and-payments.md payment_detail. Card and account numbers never appear: only tokens. */
export interface PaymentDetail {
  payment_method: 'CC' | 'EC';
  payment_card_type: 'VISA' | 'MC' | 'AMEX' | 'EC';
  payment_card_token: string;
  payment_card_name: string;
  electronic_check_account_type?: 'C' | 'S' | 'X' | '';
  electronic_check_rdfi_number?: string;
  valid_to?: string;
  card_validation_code?: string;
  address_data?: Partial<AddressData>;
}

/** docs/product/checkout-and-payments.md documents[] of POST /api/invoice/payments. */
export interface PaymentDocument
  extends Pick<
    ErpDocument,
    | 'billing_document_number'
    | 'document_number_finance'
    | 'line_item_in_the_relevant_invoice'
    | 'fiscal_year_of_the_relevant_invoice'
    | 'open_amount'
    | 'currency_key'
    | 'reference_number'
    | 'zzcustom'
  > {
  amount_to_process: number;
  reason_code: string;
  reason_description: string;
  comment: string;
}

/** POST /api/invoice/payments, sent with an Idempotency-Key header (one per Pay click). */
export interface PaymentRequest {
  payer_data: PayerData;
  payment_detail: PaymentDetail;
  documents: PaymentDocument[];
}

/** POST /api/customer/makedeposit, same header. */
export interface DepositRequest {
  payer_data: PayerData;
  payment_detail: PaymentDetail;
  deposit_detail: {
    amount_to_process: number;
    currency_key: 'USD';
    reason_code: string;
    reference_number: string;
    comment: string;
  };
}

/** docs/product/checkout-and-payments.md ('Payment result line'). */
export interface PaymentStatusLine extends ErpStatus {
  index_number: number;
  document_number_finance: string;
  authorization_reference_code?: string;
}
export interface PayedLine {
  authorization_reference_code: string;
  document_number_finance: string;
  amount?: number;
}

/** The answer of both payment calls: the first status line decides the outcome (docs/product/checkout-and-payments.md). */
export interface PaymentResponse {
  status: PaymentStatusLine[];
  payed: PayedLine[];
}

/** docs/product/constants.md payment-card actions: 01 add, 02 update, 03 delete, 04 authorize/verify. */
export type PaymentCardActionCode = '01' | '02' | '03' | '04';

/** docs/product/checkout-and-payments.md card entry of POST /api/customer/payment_cards: tokens only, never numbers. */
export interface PaymentCardEntry {
  name: string;
  token: string;
  type: 'VISA' | 'MC' | 'AMEX' | 'EC';
  valid_from?: string;
  valid_to?: string;
  default?: 'X' | '';
  card_validation_code?: string;
  electronic_check_account_type?: 'C' | 'S' | 'X' | '';
  electronic_check_rdfi_number?: string;
}

/** POST /api/customer/payment_cards (and the ERP's /erp/customer/payment_cards). */
export interface PaymentCardsRequest {
  payer_data: PayerData;
  action: PaymentCardActionCode;
  payment_cards: PaymentCardEntry[];
}

/** S for success; else message_number ('74' already exists, '76' assigned to another account) and the text. */
export interface PaymentCardsResponse {
  status: ErpStatus;
}

/** GET /api/payment-methods?customer_number=&company_code=[&userid=]: the payer's saved methods. */
export interface PaymentMethodsQuery {
  customer_number: string;
  company_code: string;
}
export type PaymentMethodsResponse = PaymentCard[];

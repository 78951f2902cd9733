import type { MessageType } from '../constants/domain';
import type { SalesArea } from './accounts';

/** The ERP's status block on every answer (spec §3, §7). */
export interface ErpStatus {
  message_type: MessageType;
  message_line_string: string;
  message_number?: string;
}

/** Spec §3 'ERP status' (GET /api/erp-status). */
export interface ErpStatusResponse {
  statusCode: number;
  statusMessage: string;
  data: { status: ErpStatus };
}

export interface AddressData {
  name: string;
  name_2?: string;
  street: string;
  city: string;
  district?: string;
  region: string;
  postal_code_city: string;
  country: string;
}

/** Spec §3 Payment card / check. */
export interface PaymentCard {
  payment_card_type: 'VISA' | 'MC' | 'AMEX' | 'EC';
  payment_card_token: string;
  payment_card_name: string;
  /** MM-DD-YYYY */
  valid_from?: string;
  /** MM-DD-YYYY, the end of the expiry month */
  valid_to?: string;
  electronic_check_account_type?: 'C' | 'S' | 'X' | '';
  electronic_check_rdfi_number?: string;
  default?: 'X' | '';
  is_session?: boolean;
}

export interface SoldToEntry {
  customer_number: string;
  name: string;
  name_2?: string;
  company_code: string;
}

/** POST /api/customer/payer */
export interface PayerRequest {
  customer_number: string;
  company_code: string;
  action: string;
  sales_area_data?: SalesArea;
}
export interface PayerResponse {
  status: ErpStatus;
  detail: {
    address_data: AddressData;
    company_data: { company_code: string }[];
    payment_cards: PaymentCard[];
    soldto_list: SoldToEntry[];
  };
}

/** PUT /api/customer/soldto-details-list: a list of numbers gives number -> name. */
export type SoldToDetailsRequest = string[];
export type SoldToDetailsResponse = Record<string, string>;

/** Master data of one customer number, as the ERP knows it. */
export interface ErpCustomer {
  customer_number: string;
  name: string;
  name_2?: string;
  company_code: string;
  sales_area: SalesArea;
  /** 'soldto' or 'payer'; a payer carries the sold-tos it pays for. */
  kind: 'soldto' | 'payer';
  soldto_list?: string[];
}

/** Spec §3 zzcustom address block (sold-to or payer), as the ERP sends it on a document. */
export interface ErpAddressBlock {
  name: string;
  street: string;
  city: string;
  region: string;
  country: string;
}

/** Spec §3 'Invoice / document': one line of a search answer. Dates are MM-DD-YYYY. */
export interface ErpDocument {
  billing_document_number: string;
  document_number_finance: string;
  line_item_in_the_relevant_invoice: string;
  finance_document_type: string;
  clearing_document_number_finance: string;
  reference_number: string;
  fiscal_year_of_the_relevant_invoice: string;
  finance_document_only: 'X' | '';
  billing_document_type: string;
  item_is_a_payment: 'X' | '';
  read_only_flag: 'X' | '';
  pdf_document_available: 'X' | '';
  soldto_number: string;
  payer_number: string;
  posting_date: string;
  document_date: string;
  due_date: string;
  clearing_date: string;
  days_in_arrears: number;
  currency_key: string;
  total_amount: number;
  paid_amount: number;
  /** Negative means a credit. */
  open_amount: number;
  zzcustom: { soldtoad?: ErpAddressBlock; payerad?: ErpAddressBlock; nodetail?: 'X' | '' };
}

/** Spec §3 'Search request'. filter_type '01' is an invoice number, '90' marks a PayerAll search. */
export interface ErpSearchFilter {
  filter_type: string;
  value: string;
}
export interface ErpSearchRequest {
  payer_data: { customer_number: string; company_code: string };
  soldto_data: { customer_number: string; accounts: string[] } | null;
  search_parameters: {
    document_type: '01';
    /** 03 all, 01 due, 02 complete */
    status: '01' | '02' | '03';
    date_from: string;
    date_to: string;
    due_date_from: string;
    due_date_to: string;
    currency_key: string;
    filter: ErpSearchFilter[];
  };
}
export interface ErpSearchResponse {
  status: ErpStatus;
  document_list: ErpDocument[];
}

/** Spec §3 'Invoice detail response'. */
export interface ErpInvoiceDetailRequest {
  document_detail: { billing_document_number: string; document_type: '01' };
}
export interface ErpInvoiceItem {
  item_number: string;
  billed_quantity: number;
  material_number: string;
  description: string;
  total_amount: number;
}
export interface ErpPartner {
  partner_function: 'WE' | 'RG';
  address_data: AddressData;
}
export interface ErpInvoiceDetail {
  header_data: {
    billing_document_number: string;
    billing_document_type: string;
    document_date: string;
    total_amount: number;
    currency_key: string;
  };
  partner_data: ErpPartner[];
  item_data: ErpInvoiceItem[];
}
/** `detail` is left out when status is E. */
export interface ErpInvoiceDetailResponse {
  status: ErpStatus;
  detail?: ErpInvoiceDetail;
}

/** Spec §3 'Payment configuration' of one company code (POST /erp/customer/customizing). */
export interface ErpPaymentReasonCode {
  reason_code: string;
  description: string;
  company_code: string;
  /** O overpayment/open item, D deposit */
  payment_type: 'O' | 'D';
  comments_required: 'X' | '';
}
export interface ErpPaymentType {
  payment_type: 'O' | 'D';
  active: 'X' | '';
  overpayment_allowed: 'X' | '';
  reason_not_required: 'X' | '';
}
export interface ErpCustomizingResponse {
  status: ErpStatus;
  payment_reason_codes: ErpPaymentReasonCode[];
  payment_types: ErpPaymentType[];
  generel_data: { partial_payments_allowed: 'X' | 'R' | ''; cvv_use_control: '1' | '0' };
  style: { login_use_background_image: 'X' | '' };
  invoice_table: { columns: string[] };
  CcvideoUrl: string;
  CcpdfUrl: string;
  EcvideoUrl: string;
  EcpdfUrl: string;
  allowed_payment_methods: PaymentCard['payment_card_type'][];
}

/** POST /erp/customer/lookup */
export interface ErpCustomerLookupResponse {
  status: ErpStatus;
  customers: ErpCustomer[];
}

/** Tokenizer (sandbox /tokenizer): the API server opens a session, the browser posts card data. */
export interface TokenizerSessionRequest {
  merchant_guid?: string;
  payment_method: 'CC' | 'EC';
}
export interface TokenizerSessionResponse {
  access_token: string;
  merchant_guid: string;
  /** Where the browser posts the card or account data, with `Authorization: Bearer <access_token>`. */
  tokenizer_url: string;
  expires_in: number;
}
export interface TokenizerResultResponse {
  result: 'approved' | 'declined';
  paymentcard?: PaymentCard;
  message?: string;
}

/** Sandbox ERP introspection (GET /erp/payments/log): one charge the ERP processed. */
export interface ErpPaymentLogEntry {
  /** ISO date and time */
  at: string;
  kind: 'payment' | 'deposit';
  /** payer_data.customer_number, without leading zeros */
  payer: string;
  token: string;
  /** The amount charged (the net of all posted lines of a payment). */
  amount: number;
  currency_key: string;
  /** Billing numbers (or finance numbers of finance-only documents) without leading zeros. */
  documents: string[];
  authorization_reference_code: string;
}

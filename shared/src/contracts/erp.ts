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

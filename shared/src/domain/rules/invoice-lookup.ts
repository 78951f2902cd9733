import { DOCUMENT_TYPE } from '../constants/domain';
import type { ErpSearchRequest } from '../endpoints/types/erp';
import { EARLIEST_REQUEST_DATE, LATEST_REQUEST_DATE } from '../format/dates';
import { INVOICE_NUMBER_CHARACTERISTIC } from './invoice-search-options';

/**
 * The ERP search that looks invoices up by number (docs/product/invoices.md): filter 01 with each
 * number, status 03 (all), the widest document and due dates. The API server finds with it the
 * documents a payment names and the invoice that proves an account.
 */
export function invoiceNumberSearch(numbers: readonly string[]): ErpSearchRequest['search_parameters'] {
  return {
    document_type: DOCUMENT_TYPE,
    status: '03',
    date_from: EARLIEST_REQUEST_DATE,
    date_to: LATEST_REQUEST_DATE,
    due_date_from: EARLIEST_REQUEST_DATE,
    due_date_to: LATEST_REQUEST_DATE,
    currency_key: '',
    filter: numbers.map((value) => ({ filter_type: INVOICE_NUMBER_CHARACTERISTIC, value })),
  };
}

/**
 * The whole look-up for one account: a payer's search lists its sold-tos (null for a sold-to,
 * whose own documents are searched).
 */
export function invoiceLookupRequest(
  payer: ErpSearchRequest['payer_data'],
  soldTos: readonly string[] | null,
  numbers: readonly string[],
): ErpSearchRequest {
  return {
    payer_data: payer,
    soldto_data: soldTos ? { customer_number: '', accounts: [...soldTos] } : null,
    search_parameters: invoiceNumberSearch(numbers),
  };
}

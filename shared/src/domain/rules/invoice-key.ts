import type { ErpDocument } from '../endpoints/types/erp';
import { stripLeadingZeros } from '../format/text';

type Numbers = Pick<ErpDocument, 'billing_document_number' | 'document_number_finance'>;

const plain = (value: string | null | undefined) => stripLeadingZeros(String(value ?? '').trim());

/**
 * An invoice key is the billing document number, '__', the finance document number, both
 * without leading zeros, so the ERP's padded and the page's plain spelling give the same key.
 */
export function invoiceKey(billingDocumentNumber: string, financeDocumentNumber: string): string {
  return `${plain(billingDocumentNumber)}__${plain(financeDocumentNumber)}`;
}

/** The invoice key of a document. */
export const keyOf = (d: Numbers): string => invoiceKey(d.billing_document_number, d.document_number_finance);

/** One line item of a document: its invoice key, '__', the line item number. */
export const lineKeyOf = (d: Numbers & Pick<ErpDocument, 'line_item_in_the_relevant_invoice'>): string =>
  `${keyOf(d)}__${String(d.line_item_in_the_relevant_invoice ?? '').trim()}`;

/** The billing document number of an invoice key (or of a bare number), without leading zeros. */
export const billingNumberOfKey = (key: string): string => plain(key.split('__')[0]);

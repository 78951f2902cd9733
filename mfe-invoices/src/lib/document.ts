import { stripLeadingZeros, type ErpDocument } from 'shared';

/** docs/product/invoices.md: detail routes carry the billing number without leading zeros. */
export const detailPath = (billingDocumentNumber: string): string =>
  `/invoices/detail/${stripLeadingZeros(billingDocumentNumber)}`;

export const hasPdf = (d: Pick<ErpDocument, 'pdf_document_available'>): boolean => d.pdf_document_available === 'X';

/**
 * Whether a document has a detail page: payments and deposits are finance-only documents without a
 * billing number, and a link for them would land on the list again (docs/product/invoices.md).
 */
export const hasDetail = (d: Pick<ErpDocument, 'billing_document_number' | 'finance_document_only'>): boolean =>
  stripLeadingZeros(d.billing_document_number ?? '') !== '' && d.finance_document_only !== 'X';

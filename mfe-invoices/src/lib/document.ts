import { stripLeadingZeros, type ErpDocument } from 'shared';

/** docs/product/invoices.md: detail routes carry the billing number without leading zeros. */
export const detailPath = (billingDocumentNumber: string): string =>
  `/invoices/detail/${stripLeadingZeros(billingDocumentNumber)}`;

export const hasPdf = (d: Pick<ErpDocument, 'pdf_document_available'>): boolean => d.pdf_document_available === 'X';

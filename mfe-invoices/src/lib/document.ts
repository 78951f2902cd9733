import { stripLeadingZeros, type ErpDocument } from 'shared';

/** Spec §3: a negative open amount is a credit. */
export const isCredit = (d: Pick<ErpDocument, 'open_amount'>): boolean => d.open_amount < 0;

export type DocumentStatus = 'Credit' | 'Open' | 'Cleared';

/** Spec §2 Status column: Credit, Open or Cleared. */
export function documentStatus(d: Pick<ErpDocument, 'open_amount'>): DocumentStatus {
  if (d.open_amount < 0) return 'Credit';
  return d.open_amount > 0 ? 'Open' : 'Cleared';
}

/** Spec §2: detail routes carry the billing number without leading zeros. */
export const detailPath = (billingDocumentNumber: string): string =>
  `/invoices/detail/${stripLeadingZeros(billingDocumentNumber)}`;

export const isReadOnly = (d: Pick<ErpDocument, 'read_only_flag'>): boolean => d.read_only_flag === 'X';

export const hasPdf = (d: Pick<ErpDocument, 'pdf_document_available'>): boolean => d.pdf_document_available === 'X';

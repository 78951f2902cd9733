import type { ErpDocument, ErpInvoiceDetailResponse, ErpSearchRequest, ErpStatus } from './erp';

/** POST /api/Invoice: the search request of docs/product/invoices.md, passed to the ERP after ownership checks. */
export type InvoiceSearchRequest = ErpSearchRequest;
export interface InvoiceSearchResponse {
  status: ErpStatus;
  document_list: ErpDocument[];
}

/** POST /api/invoice/detail and POST /api/Invoice/pdf-request */
export interface DocumentDetailRequest {
  document_detail: { billing_document_number: string; document_type: '01' };
}
export type InvoiceDetailResponse = ErpInvoiceDetailResponse;

/** POST /api/Invoice/bulk-pdf-request: the search plus the documents to merge. */
export interface BulkPdfRequest extends ErpSearchRequest {
  GridViewDocIds: string[];
}

/**
 * Every PDF call answers a short-lived URL that the page opens in a new tab (docs/product/invoices.md). A new tab
 * carries no bearer header, so the URL itself is the one-time permission.
 */
export interface PdfUrlResponse {
  url: string;
}

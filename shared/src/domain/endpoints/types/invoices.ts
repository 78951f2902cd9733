import type { Static } from 'typebox';
import type { ErpSearchRequest } from '../../erp/invoice';
import type {
  BulkPdfBodySchema,
  DocumentDetailBodySchema,
  InvoiceDetailResponseSchema,
  InvoiceSearchBodySchema,
  InvoiceSearchResponseSchema,
  PdfUrlResponseSchema,
} from '../invoice-schemas';
import type { Expect } from '../../erp/contract-check';

// The types of the invoice calls, from their declarations' schemas (shared/src/domain/endpoints/billing.ts).

/** POST /api/Invoice: the search of docs/product/invoices.md as the pages build it, every part filled in. */
export type InvoiceSearchRequest = ErpSearchRequest;
/** The search as the API takes it (parts may be left out). */
export type InvoiceSearchBody = Static<typeof InvoiceSearchBodySchema>;
export type InvoiceSearchResponse = Static<typeof InvoiceSearchResponseSchema>;

/** POST /api/invoice/detail and POST /api/Invoice/pdf-request */
export type DocumentDetailRequest = Static<typeof DocumentDetailBodySchema>;
export type InvoiceDetailResponse = Static<typeof InvoiceDetailResponseSchema>;

/** POST /api/Invoice/bulk-pdf-request: the search plus the documents to merge. */
export type BulkPdfRequest = Static<typeof BulkPdfBodySchema>;

/** Every PDF call answers a short-lived URL that the page opens in a new tab (docs/product/invoices.md). */
export type PdfUrlResponse = Static<typeof PdfUrlResponseSchema>;

// The pages' search is one the API takes.
type _SearchBody = Expect<InvoiceSearchRequest extends InvoiceSearchBody ? true : false>;

import { DOCUMENT_TYPE, callApi, type DocumentDetailRequest, type InvoiceSearchRequest } from 'shared';
import { usePdfAction } from './use-pdf-action';

// The PDF calls of docs/product/invoices.md: each answers a URL to open; usePdfAction says what failed.
const QUIET = { skipErrorToast: true };

/** POST /api/Invoice/pdf-request: one invoice's PDF. */
export const useInvoicePdf = () =>
  usePdfAction(async (billingDocumentNumber: string) => {
    const body: DocumentDetailRequest = { document_detail: { billing_document_number: billingDocumentNumber, document_type: DOCUMENT_TYPE } };
    return (await callApi('POST /Invoice/pdf-request', { body }, QUIET)).url;
  });

/** POST /api/invoice/search-pdf-request (docs/decisions.md#unnamed-paths): the search's statement. */
export const useSearchPdf = () =>
  usePdfAction(async (search: InvoiceSearchRequest) => (await callApi('POST /invoice/search-pdf-request', { body: search }, QUIET)).url);

/** POST /api/Invoice/bulk-pdf-request: the search plus the listed documents, as one PDF. */
export const useBulkPdf = () =>
  usePdfAction(async (search: InvoiceSearchRequest, ids: string[]) => (await callApi('POST /Invoice/bulk-pdf-request', { body: { ...search, GridViewDocIds: ids } }, QUIET)).url);

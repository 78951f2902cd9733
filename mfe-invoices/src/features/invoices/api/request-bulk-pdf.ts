import { api, type BulkPdfRequest, type InvoiceSearchRequest, type PdfUrlResponse } from 'shared';
import { usePdfAction } from '../hooks/use-pdf-action';

/** POST /api/Invoice/bulk-pdf-request: the search plus the listed documents, as one PDF URL. */
export async function requestBulkPdf(search: InvoiceSearchRequest, ids: string[]): Promise<string> {
  const body: BulkPdfRequest = { ...search, GridViewDocIds: ids };
  const { data } = await api.post<PdfUrlResponse>('/Invoice/bulk-pdf-request', body, {
    skipErrorToast: true,
  });
  return data.url;
}

export const useBulkPdf = () => usePdfAction(requestBulkPdf);

import { api, type InvoiceSearchRequest, type PdfUrlResponse } from 'shared';
import { usePdfAction } from '../hooks/use-pdf-action';

/** POST /api/invoice/search-pdf-request (docs/decisions.md#unnamed-paths): the search's statement, as a PDF URL. */
export async function requestSearchPdf(search: InvoiceSearchRequest): Promise<string> {
  const { data } = await api.post<PdfUrlResponse>('/invoice/search-pdf-request', search, {
    skipErrorToast: true,
  });
  return data.url;
}

export const useSearchPdf = () => usePdfAction(requestSearchPdf);

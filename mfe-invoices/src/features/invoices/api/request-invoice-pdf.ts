import { DOCUMENT_TYPE, api, type DocumentDetailRequest, type PdfUrlResponse } from 'shared';
import { usePdfAction } from '../hooks/use-pdf-action';

/** POST /api/Invoice/pdf-request: one invoice's PDF, as a URL to open (docs/product/invoices.md). */
export async function requestInvoicePdf(billingDocumentNumber: string): Promise<string> {
  const body: DocumentDetailRequest = {
    document_detail: { billing_document_number: billingDocumentNumber, document_type: DOCUMENT_TYPE },
  };
  const { data } = await api.post<PdfUrlResponse>('/Invoice/pdf-request', body, {
    skipErrorToast: true,
  });
  return data.url;
}

export const useInvoicePdf = () => usePdfAction(requestInvoicePdf);

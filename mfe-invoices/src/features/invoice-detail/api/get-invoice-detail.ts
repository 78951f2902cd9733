import {
  DOCUMENT_TYPE,
  MESSAGES,
  MESSAGE_TYPE,
  api,
  errorMessage,
  toast,
  useRequest,
  type DocumentDetailRequest,
  type ErpInvoiceDetail,
  type InvoiceDetailResponse,
} from 'shared';

export type { DocumentDetailRequest, InvoiceDetailResponse };

/** POST /api/invoice/detail (docs/decisions.md#unnamed-paths): header, partners and items of one invoice. */
export async function getInvoiceDetail(billingDocumentNumber: string, signal?: AbortSignal): Promise<InvoiceDetailResponse> {
  const body: DocumentDetailRequest = {
    document_detail: { billing_document_number: billingDocumentNumber, document_type: DOCUMENT_TYPE },
  };
  // A failed load raises the generic toasts (docs/product/messages.md); the page adds its message and a Retry.
  const { data } = await api.post<InvoiceDetailResponse>('/invoice/detail', body, { signal });
  return data;
}

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; detail: ErpInvoiceDetail }
  /** The ERP said E (docs/product/messages.md: a warning toast with its message line). */
  | { status: 'unavailable' }
  | { status: 'error'; message: string; retry: () => void };

/** The detail, or null when the ERP has none for it (its E message line goes to a warning toast). */
async function loadDetail(billingDocumentNumber: string, signal: AbortSignal): Promise<ErpInvoiceDetail | null> {
  const response = await getInvoiceDetail(billingDocumentNumber, signal);
  if (response.status?.message_type === MESSAGE_TYPE.error || !response.detail) {
    if (response.status?.message_line_string && !signal.aborted) toast.warning(response.status.message_line_string);
    return null;
  }
  return response.detail;
}

export function useInvoiceDetail(billingDocumentNumber: string): DetailState {
  const { data, error, loading, retry } = useRequest(['invoice-detail', billingDocumentNumber], (signal) =>
    loadDetail(billingDocumentNumber, signal),
  );
  if (loading) return { status: 'loading' };
  if (error) return { status: 'error', message: errorMessage(error, MESSAGES.invoiceDetailError), retry };
  return data ? { status: 'ready', detail: data } : { status: 'unavailable' };
}

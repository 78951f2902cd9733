import {
  DOCUMENT_TYPE,
  MESSAGES,
  MESSAGE_TYPE,
  callApi,
  errorMessage,
  toast,
  useRequest,
  type DocumentDetailRequest,
  type ErpInvoiceDetail,
} from 'shared';

/** POST /api/invoice/detail (docs/decisions.md#unnamed-paths): header, partners and items of one invoice. */
function getInvoiceDetail(billingDocumentNumber: string, signal: AbortSignal) {
  const body: DocumentDetailRequest = { document_detail: { billing_document_number: billingDocumentNumber, document_type: DOCUMENT_TYPE } };
  // A failed load raises the generic toasts (docs/product/messages.md); the page adds its message and a Retry.
  return callApi('POST /invoice/detail', { body }, { signal });
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
  const { data, error, loading, retry } = useRequest(['POST /invoice/detail', billingDocumentNumber], (signal) =>
    loadDetail(billingDocumentNumber, signal),
  );
  if (loading) return { status: 'loading' };
  if (error) return { status: 'error', message: errorMessage(error, MESSAGES.invoiceDetailError), retry };
  return data ? { status: 'ready', detail: data } : { status: 'unavailable' };
}

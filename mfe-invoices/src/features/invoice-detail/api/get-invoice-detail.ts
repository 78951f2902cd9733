import { useEffect, useState } from 'react';
import {
  DOCUMENT_TYPE,
  MESSAGES,
  MESSAGE_TYPE,
  api,
  errorMessage,
  toast,
  type DocumentDetailRequest,
  type ErpInvoiceDetail,
  type InvoiceDetailResponse,
} from 'shared';
import { actingParams } from '../../../lib/acting-params';

export type { DocumentDetailRequest, InvoiceDetailResponse };

/** POST /api/invoice/detail (decisions §2): header, partners and items of one invoice. */
export async function getInvoiceDetail(billingDocumentNumber: string, signal?: AbortSignal): Promise<InvoiceDetailResponse> {
  const body: DocumentDetailRequest = {
    document_detail: { billing_document_number: billingDocumentNumber, document_type: DOCUMENT_TYPE },
  };
  const { data } = await api.post<InvoiceDetailResponse>('/invoice/detail', body, {
    params: actingParams(),
    signal,
    skipErrorToast: true,
  });
  return data;
}

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; detail: ErpInvoiceDetail }
  /** The ERP said E (spec §8: a warning toast with its message line). */
  | { status: 'unavailable' }
  | { status: 'error'; message: string };

export function useInvoiceDetail(billingDocumentNumber: string): DetailState {
  const [state, setState] = useState<{ number: string; state: DetailState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (next: DetailState) => !controller.signal.aborted && setState({ number: billingDocumentNumber, state: next });
    getInvoiceDetail(billingDocumentNumber, controller.signal)
      .then((response) => {
        if (controller.signal.aborted) return;
        if (response.status?.message_type === MESSAGE_TYPE.error || !response.detail) {
          if (response.status?.message_line_string) toast.warning(response.status.message_line_string);
          return settle({ status: 'unavailable' });
        }
        settle({ status: 'ready', detail: response.detail });
      })
      .catch((error: unknown) => settle({ status: 'error', message: errorMessage(error, MESSAGES.invoiceDetailError) }));
    return () => controller.abort();
  }, [billingDocumentNumber]);
  // Another invoice's answer (or none yet) means this one is still loading.
  return state && state.number === billingDocumentNumber ? state.state : { status: 'loading' };
}

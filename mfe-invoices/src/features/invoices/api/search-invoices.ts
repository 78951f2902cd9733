import { useEffect, useState } from 'react';
import {
  MESSAGES,
  MESSAGE_TYPE,
  api,
  errorMessage,
  reasonOf,
  toast,
  type ErpDocument,
  type InvoiceSearchRequest,
  type InvoiceSearchResponse,
} from 'shared';
import { actingParams } from '../../../lib/acting-params';

export type { InvoiceSearchRequest, InvoiceSearchResponse };

/** POST /api/Invoice: the search of spec §3. The page shows its own error, not the generic toasts. */
export async function searchInvoices(request: InvoiceSearchRequest, signal?: AbortSignal): Promise<InvoiceSearchResponse> {
  const { data } = await api.post<InvoiceSearchResponse>('/Invoice', request, {
    params: actingParams(),
    signal,
    skipErrorToast: true,
  });
  return data;
}

export interface SearchOutcome {
  documents: ErpDocument[];
  /** The ERP's W message, shown where the list would be when it is empty. */
  emptyMessage: string | null;
}

/**
 * Spec §7/§8: S and W are good answers; W also raises a warning toast with its message. Any other
 * type shows its message as an error and empties the list.
 */
export function readSearchResponse(response: InvoiceSearchResponse): SearchOutcome {
  const { message_type, message_line_string } = response.status ?? { message_type: 'E', message_line_string: '' };
  if (message_type === MESSAGE_TYPE.success) return { documents: response.document_list ?? [], emptyMessage: null };
  if (message_type === MESSAGE_TYPE.warning) {
    if (message_line_string) toast.warning(message_line_string);
    return { documents: response.document_list ?? [], emptyMessage: message_line_string || null };
  }
  toast.error(message_line_string || MESSAGES.invoicesError);
  return { documents: [], emptyMessage: null };
}

export type SearchState =
  | { status: 'idle' | 'loading'; documents: ErpDocument[]; emptyMessage: null; error: null }
  | { status: 'ready'; documents: ErpDocument[]; emptyMessage: string | null; error: null }
  | { status: 'error'; documents: ErpDocument[]; emptyMessage: null; error: string };

const NO_DOCUMENTS: ErpDocument[] = [];
export const IDLE: SearchState = { status: 'idle', documents: NO_DOCUMENTS, emptyMessage: null, error: null };
export const LOADING: SearchState = { status: 'loading', documents: NO_DOCUMENTS, emptyMessage: null, error: null };

/** Runs a search, turning the answer or the failure into a state for the table. */
export async function runSearch(request: InvoiceSearchRequest, signal?: AbortSignal): Promise<SearchState | null> {
  try {
    const response = await searchInvoices(request, signal);
    if (signal?.aborted) return null;
    return { status: 'ready', ...readSearchResponse(response), error: null };
  } catch (error) {
    if (signal?.aborted) return null;
    // The API answers an ERP status other than S/W with 422 'erp_refused' and the ERP's message
    // line: the same case as an E in the answer (spec §8), not a failure of the call.
    if (reasonOf(error) === 'erp_refused') {
      toast.error(errorMessage(error, MESSAGES.invoicesError));
      return { status: 'ready', documents: NO_DOCUMENTS, emptyMessage: null, error: null };
    }
    return { status: 'error', documents: NO_DOCUMENTS, emptyMessage: null, error: errorMessage(error, MESSAGES.invoicesError) };
  }
}

/**
 * Searches whenever the request (memoized by the caller) or the reload key changes; null means
 * there is nothing to search. A newer search aborts the older one, so a slow answer for the
 * previous account can never replace the current one.
 */
export function useInvoiceSearch(request: InvoiceSearchRequest | null, reloadKey = 0): SearchState {
  // Loading from the first render, so the empty message does not flash before the first answer.
  const [state, setState] = useState<SearchState>(() => (request ? LOADING : IDLE));
  useEffect(() => {
    if (!request) {
      setState(IDLE);
      return;
    }
    const controller = new AbortController();
    setState(LOADING);
    void runSearch(request, controller.signal).then((next) => next && setState(next));
    return () => controller.abort();
  }, [request, reloadKey]);
  return state;
}

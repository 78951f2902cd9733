import {
  MESSAGES,
  MESSAGE_TYPE,
  callApi,
  errorMessage,
  forgetEarly,
  genericErrorToasts,
  peekEarly,
  reasonOf,
  takeEarly,
  toast,
  useRequest,
  type ErpDocument,
  type InvoiceSearchRequest,
  type InvoiceSearchResponse,
} from 'shared';

/**
 * POST /api/Invoice: the search of docs/product/invoices.md. The page shows its own error, not the
 * generic toasts. A reload's early script may have sent this very search already: its answer is taken.
 */
const SEARCH = 'POST /Invoice';
const searchInvoices = (request: InvoiceSearchRequest, signal: AbortSignal) =>
  takeEarly(SEARCH, () => callApi('POST /Invoice', { body: request }, { signal, skipErrorToast: true }), request);

export interface SearchOutcome {
  documents: ErpDocument[];
  /** The ERP's W message, shown where the list would be when it is empty. */
  emptyMessage: string | null;
}

/**
 * docs/product/invoices.md: S and W are good answers; W also raises a warning toast with its message. Any other
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

/** Runs a search: the answer read for the table; a failed call rejects. */
export async function loadSearch(request: InvoiceSearchRequest, signal: AbortSignal): Promise<SearchOutcome | null> {
  try {
    const response = await searchInvoices(request, signal);
    return signal.aborted ? null : readSearchResponse(response);
  } catch (error) {
    // The API answers an ERP status other than S/W with 422 'erp_refused' and the ERP's message
    // line: the same case as an E in the answer (docs/product/messages.md), not a failure of the call.
    if (reasonOf(error) !== 'erp_refused' || signal.aborted) {
      // A refusal with a body (403, 400) keeps its reason visible: the generic toasts, beside the list's message.
      const status = (error as { response?: { status?: number } } | null)?.response?.status;
      if (!signal.aborted && status !== undefined && status >= 400 && status < 500 && status !== 401) {
        genericErrorToasts(error).forEach((message) => toast.error(message));
      }
      throw error;
    }
    toast.error(errorMessage(error, MESSAGES.invoicesError));
    return { documents: NO_DOCUMENTS, emptyMessage: null };
  }
}

/** One outcome per early answer: the render that peeks and the cache that takes it show the same object. */
const earlyOutcomes = new WeakMap<InvoiceSearchResponse, SearchOutcome>();

/**
 * The early script's answer to this very search, when it is here already and a success (S): the
 * list renders its rows in its first render (docs/architecture/phone-reload.md).
 * Any other answer goes the usual way (`loadSearch`), with its toasts.
 */
export function earlySearchOutcome(request: InvoiceSearchRequest, take: boolean): SearchOutcome | undefined {
  const answer = peekEarly<InvoiceSearchResponse>(SEARCH, request);
  if (answer?.status?.message_type !== MESSAGE_TYPE.success) return undefined;
  if (take) forgetEarly(SEARCH);
  let outcome = earlyOutcomes.get(answer);
  if (!outcome) earlyOutcomes.set(answer, (outcome = readSearchResponse(answer)));
  return outcome;
}

export interface InvoiceSearch {
  state: SearchState;
  /** Runs the same search again (the Retry of a failed one). */
  retry: () => void;
}

/**
 * Searches whenever the request or the reload key changes; null means there is nothing to
 * search. A newer search aborts the older one, so a slow answer for the previous account can
 * never replace the current one.
 */
export function useInvoiceSearch(request: InvoiceSearchRequest | null, reloadKey = 0): InvoiceSearch {
  // Under the endpoint's name, so a payment's `invalidates` loads the list again; the answer read for the table has a key of its own.
  const { data, error, loading, retry } = useRequest(
    request && [SEARCH, 'search', request, reloadKey],
    (signal) => loadSearch(request!, signal),
    { initial: (take) => (request ? earlySearchOutcome(request, take) : undefined) },
  );
  let state: SearchState = IDLE;
  if (request && loading) state = LOADING;
  // docs/product/messages.md: a failed load says the list's own message, whatever the call answered.
  else if (error) state = { status: 'error', documents: NO_DOCUMENTS, emptyMessage: null, error: MESSAGES.invoicesError };
  else if (data) state = { status: 'ready', ...data, error: null };
  return { state, retry };
}

import { useMemo } from 'react';
import {
  api,
  erpOutcome,
  invoiceNumberSearch,
  stripLeadingZeros,
  useRequest,
  type ErpDocument,
  type InvoiceSearchRequest,
  type InvoiceSearchResponse,
} from 'shared';
import { buildSearchRequest, type SearchScope } from '../../../lib/search-request';

/**
 * POST /api/Invoice with shared's look-up by number (filter 01, every status and date): the detail
 * answer has no open amount or finance number, and the selection needs the invoice's document.
 */
export function findInvoiceRequest(scope: SearchScope, billingDocumentNumber: string): InvoiceSearchRequest {
  return buildSearchRequest(scope, invoiceNumberSearch([billingDocumentNumber]));
}

export async function findInvoice(scope: SearchScope, billingDocumentNumber: string, signal?: AbortSignal): Promise<ErpDocument | null> {
  const { data } = await api.post<InvoiceSearchResponse>('/Invoice', findInvoiceRequest(scope, billingDocumentNumber), {
    signal,
    // Only decides whether Pay This Invoice shows; the page has its own error for the detail.
    skipErrorToast: true,
  });
  if (erpOutcome(data.status) === 'refused') return null;
  const wanted = stripLeadingZeros(billingDocumentNumber);
  return data.document_list.find((d) => stripLeadingZeros(d.billing_document_number) === wanted) ?? null;
}

/**
 * The invoice's document, looked up while `scope` (memoized by the caller) is given; null until
 * found, when not found, or when the look-up fails.
 */
export function useFoundInvoice(scope: SearchScope | null, billingDocumentNumber: string): ErpDocument | null {
  const request = useMemo(() => (scope ? findInvoiceRequest(scope, billingDocumentNumber) : null), [scope, billingDocumentNumber]);
  const { data } = useRequest(request && ['find-invoice', request], (signal) => findInvoice(scope!, billingDocumentNumber, signal));
  return data;
}

import { useMemo } from 'react';
import {
  INVOICE_NUMBER_CHARACTERISTIC,
  MESSAGE_TYPE,
  callApi,
  stripLeadingZeros,
  useRequest,
  type ErpDocument,
  type InvoiceSearchRequest,
} from 'shared';
import { WIDEST_RANGE, buildSearchRequest, type SearchScope } from '../../../lib/search-request';

/**
 * POST /api/Invoice with filter 01 = the invoice number, over every status and date: the detail
 * answer has no open amount or finance number, and the selection needs the invoice's document.
 */
function findInvoiceRequest(scope: SearchScope, billingDocumentNumber: string): InvoiceSearchRequest {
  return buildSearchRequest(scope, {
    status: '03',
    date_from: WIDEST_RANGE.from,
    date_to: WIDEST_RANGE.to,
    due_date_from: WIDEST_RANGE.from,
    due_date_to: WIDEST_RANGE.to,
    filter: [{ filter_type: INVOICE_NUMBER_CHARACTERISTIC, value: billingDocumentNumber }],
  });
}

async function findInvoice(request: InvoiceSearchRequest, billingDocumentNumber: string, signal: AbortSignal): Promise<ErpDocument | null> {
  const data = await callApi('POST /Invoice', { body: request }, {
    signal,
    // Only decides whether Pay This Invoice shows; the page has its own error for the detail.
    skipErrorToast: true,
  });
  if (data.status?.message_type !== MESSAGE_TYPE.success) return null;
  const wanted = stripLeadingZeros(billingDocumentNumber);
  return data.document_list.find((d) => stripLeadingZeros(d.billing_document_number) === wanted) ?? null;
}

/**
 * The invoice's document, looked up while `scope` (memoized by the caller) is given; null until
 * found, when not found, or when the look-up fails.
 */
export function useFoundInvoice(scope: SearchScope | null, billingDocumentNumber: string): ErpDocument | null {
  const request = useMemo(() => (scope ? findInvoiceRequest(scope, billingDocumentNumber) : null), [scope, billingDocumentNumber]);
  // Under the endpoint's name, so a payment's `invalidates` looks it up again; its own answer (a document) has a key of its own.
  const { data } = useRequest(request && ['POST /Invoice', 'find-invoice', request], (signal) => findInvoice(request!, billingDocumentNumber, signal));
  return data;
}

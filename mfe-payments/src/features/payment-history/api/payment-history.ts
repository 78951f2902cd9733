import { callApi, type ReceiptResendResponse } from 'shared';
import type { HistoryFilter } from '../types/history-filter';
import { queryOf } from '../types/history-filter';

/** Hands a downloaded file to the browser, which saves it under this name. */
function saveFile(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The filtered history as payments.csv (every page of it, written by the server). */
export async function downloadHistoryCsv(filter: HistoryFilter): Promise<void> {
  saveFile(await callApi('GET /payments/history/export', { query: queryOf(filter) }, { skipErrorToast: true }), 'payments.csv');
}

/** A receipt as receipt-<id>.pdf. */
export async function downloadReceiptPdf(paymentId: string): Promise<void> {
  saveFile(await callApi('GET /payments/history/:paymentId/pdf', { params: { paymentId } }, { skipErrorToast: true }), `receipt-${paymentId}.pdf`);
}

/** The receipt mail again, to the address of the user the page acts for. */
export function resendReceipt(paymentId: string): Promise<ReceiptResendResponse> {
  return callApi('POST /payments/history/:paymentId/receipt-mail', { params: { paymentId }, body: {} }, { skipErrorToast: true });
}

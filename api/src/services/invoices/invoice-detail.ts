import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TYPE, ERP_ENDPOINTS, erpOutcome, MESSAGES, type InvoiceDetailResponse } from 'shared/server';
import type { Acting } from '../access/acting-user';
import { loadAccountAccess } from '../access/account-access';
import { erpCall } from '../erp/erp-call';
import { assertAllFound, findOwnDocuments } from './invoice-search';

/**
 * POST /api/invoice/detail: the detail of one of the caller's documents (403 for any other). An
 * ERP status E is answered as `{ status }` alone: the page shows its message line as a warning
 * toast.
 */
export async function invoiceDetail(
  app: FastifyInstance,
  acting: Acting,
  billingDocumentNumber: string,
): Promise<InvoiceDetailResponse> {
  return erpCall(MESSAGES.invoiceDetailError, async () => {
    const access = await loadAccountAccess(app, acting);
    const number = billingDocumentNumber.trim();
    const documents = await findOwnDocuments(app, access, [number]);
    assertAllFound([number], documents);
    const answer = await app.erp.call(ERP_ENDPOINTS.invoiceDetail, {
      document_detail: { billing_document_number: documents[0]!.billing_document_number, document_type: DOCUMENT_TYPE },
    });
    // Without a detail the status is E (the shared schema refuses an S or W without one).
    if (erpOutcome(answer.status) === 'refused' || !answer.detail) return { status: { ...answer.status, message_type: 'E' } };
    return { status: answer.status, detail: answer.detail };
  });
}

import type { FastifyInstance } from 'fastify';
import {
  ACTED_FOR_LIMIT,
  depositReceiptBasis,
  paymentReceiptBasis,
  receiptLines,
  receiptTotals,
  totalCents,
  type ActedForEntry,
  type ActedForResponse,
  type DepositRequest,
  type PaymentRequest,
  type PaymentResponse,
} from 'shared/server';
import type { ActedForRow } from '../../repositories/acted-for-repository';

const KINDS = { impersonation_started: 'started', impersonation_stopped: 'stopped', payment: 'payment', deposit: 'deposit' } as const;

function staffName(row: ActedForRow): string | null {
  if (row.staff_login === null) return null;
  return `${row.staff_first_name ?? ''} ${row.staff_last_name ?? ''}`.trim() || row.staff_login;
}

const isPaymentResponse = (value: unknown): value is PaymentResponse =>
  !!value && Array.isArray((value as PaymentResponse).status) && Array.isArray((value as PaymentResponse).payed);

/**
 * What a charge paid, read off the ledger the way the receipt reads it
 * (docs/product/checkout-and-payments.md#receipts): the paid total when the ERP charged, else what
 * was sent, with 'not_paid'; 'checking' while the outcome is not known (docs/architecture/payments.md#reconciliation).
 */
function chargeOf(row: ActedForRow): Pick<ActedForEntry, 'Account' | 'AmountCents' | 'Currency' | 'Outcome'> {
  const basis = row.kind === 'deposit' ? depositReceiptBasis(row.erp_request as DepositRequest) : paymentReceiptBasis(row.erp_request as PaymentRequest);
  const sentCents = totalCents(basis.documents.map((d) => d.sentCents));
  const base = { Account: basis.account, Currency: basis.currency };
  if (row.state === 'pending' || row.state === 'unknown') return { ...base, AmountCents: sentCents, Outcome: 'checking' };
  const paidCents = row.state === 'succeeded' && isPaymentResponse(row.response) ? receiptTotals(receiptLines(basis, row.response)).paidCents : 0;
  return paidCents > 0 ? { ...base, AmountCents: paidCents, Outcome: 'paid' } : { ...base, AmountCents: sentCents, Outcome: 'not_paid' };
}

function entryOf(row: ActedForRow): ActedForEntry {
  const entry: ActedForEntry = { At: new Date(row.at).toISOString(), Kind: KINDS[row.kind], StaffName: staffName(row) };
  if (entry.Kind !== 'payment' && entry.Kind !== 'deposit') return entry;
  try {
    return { ...entry, ...chargeOf(row) };
  } catch {
    // A ledger row the receipt helpers cannot read still shows that staff charged, without the sums.
    return entry;
  }
}

/**
 * GET /api/profile/impersonations: when staff acted for `customerId`, who, and what they paid, the
 * newest ACTED_FOR_LIMIT entries (docs/security/impersonation.md#what-the-customer-sees).
 */
export async function actedForHistory(app: FastifyInstance, customerId: number): Promise<ActedForResponse> {
  const rows = await app.actedForRepository.listForCustomer(customerId, ACTED_FOR_LIMIT + 1);
  return { Entries: rows.slice(0, ACTED_FOR_LIMIT).map(entryOf), Truncated: rows.length > ACTED_FOR_LIMIT };
}

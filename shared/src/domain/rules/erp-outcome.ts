/**
 * What an ERP status block means for the call it answers, decided once for the browser and the
 * server (docs/architecture/erp-status.md):
 * - 'ok': S, the ERP did what was asked;
 * - 'warning': W answering a read (a search, an invoice detail, a payer): the answer holds and its
 *   message is shown as a warning ('No documents found');
 * - 'refused': E, no status at all, and W answering a confirmation (a payment result line, a card
 *   action, the connection check): only S confirms (docs/product/checkout-and-payments.md,
 *   docs/product/payment-methods.md, docs/product/session-and-login.md#erp-down-gate), so the
 *   portal never claims a charge or a saved card the ERP did not confirm.
 */
export type ErpOutcome = 'ok' | 'warning' | 'refused';

/** A read answers data (W is still an answer); a confirmation says something was done (only S does). */
export type ErpCallKind = 'read' | 'confirm';

export function erpOutcome(status: { message_type?: string } | null | undefined, call: ErpCallKind = 'read'): ErpOutcome {
  const type = status?.message_type;
  if (type === 'S') return 'ok';
  if (type === 'W' && call === 'read') return 'warning';
  return 'refused';
}

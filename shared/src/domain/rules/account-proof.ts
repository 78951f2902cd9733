import type { ErpDocument } from '../endpoints/types/erp';
import { erpCents, parseCents } from '../format/money';
import { stripLeadingZeros } from '../format/text';

/** What a customer types to prove an account (docs/product/registration.md#adding-accounts). */
export interface AccountProofInput {
  /** The billing ID: the account's number, leading zeros optional. */
  account: string;
  invoiceNumber: string;
  /** As typed: digits with at most two decimals (a number where a client sends one). */
  invoiceAmount: string | number | null | undefined;
}

const strip = (value: string | null | undefined) => stripLeadingZeros(String(value ?? '').trim());

/**
 * The typed invoice amount in integer cents, or null when it is not an amount: shared's parseCents,
 * the reading the add-account forms' schemas check ('Numeric values only.') and the server proves with.
 */
export function proofAmountCents(value: string | number | null | undefined): number | null {
  const read = parseCents(value);
  return read.ok ? read.cents : null;
}

/** The invoice's total in cents, or null when the ERP sent one no amount can be (it proves nothing). */
function totalCents(document: ErpDocument): number | null {
  try {
    return erpCents(document.total_amount);
  } catch {
    return null;
  }
}

/**
 * The proof rule (docs/product/registration.md#adding-accounts, docs/product/users-and-admin.md):
 * among the account's documents, the invoice with this number, billed to the account as sold-to
 * or payer, that is not a payment item and whose TOTAL (total_amount, what the invoice says; not
 * the open amount, which changes as it is paid) is exactly the typed amount, compared in integer
 * cents. Null when none proves it.
 */
export function provingInvoice(documents: readonly ErpDocument[], proof: AccountProofInput): ErpDocument | null {
  const account = strip(proof.account);
  const number = strip(proof.invoiceNumber);
  const cents = proofAmountCents(proof.invoiceAmount);
  if (account === '' || number === '' || cents === null) return null;
  return (
    documents.find(
      (d) =>
        strip(d.billing_document_number) === number &&
        d.item_is_a_payment !== 'X' &&
        (strip(d.soldto_number) === account || strip(d.payer_number) === account) &&
        totalCents(d) === cents,
    ) ?? null
  );
}

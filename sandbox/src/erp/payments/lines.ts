import type { ErpDocument, PaymentDocument, PaymentStatusLine } from 'shared/server';
import { groupedCents, LARGEST_AMOUNT_CENTS, unpadded } from '../../lib/erp-values';
import type { CustomerRecord } from '../data/customers';
import type { DocumentEntry, ErpStore } from '../store';
import { CEILINGS, centsToMinor, formatMinor, heldMinor, minorToCents, reasonProblem, requestedMinor, type PaymentRules } from './rules';

/** A documents[] entry as the route accepts it (the sandbox is lenient about the optional parts). */
export type PaymentLineInput = Pick<PaymentDocument, 'billing_document_number' | 'document_number_finance' | 'amount_to_process'> &
  Partial<Pick<PaymentDocument, 'currency_key' | 'reason_code' | 'reason_description' | 'comment'>>;

/** One line that will post: amounts in minor units. */
export interface PlannedLine {
  /** Position in the request, from 1. */
  index: number;
  entry: DocumentEntry;
  amount: number;
  /** The part that reduces the open amount ... */
  applied: number;
  /** ... and what goes beyond it: an overpayment, posted as a deposit. */
  excess: number;
}

export type PlannedOrFailed = { ok: true; line: PlannedLine } | { ok: false; status: PaymentStatusLine };

/** How a document is named in messages: its billing number without zeros, else its finance number. */
export function documentLabel(d: Pick<ErpDocument, 'billing_document_number' | 'document_number_finance'>): string {
  return unpadded(d.billing_document_number.trim()) || unpadded(d.document_number_finance.trim());
}

/** The customer pays its own documents: as their payer, or as the sold-to itself. */
export function owns(customer: CustomerRecord, d: ErpDocument): boolean {
  const n = customer.customer_number;
  return unpadded(d.payer_number) === n || unpadded(d.soldto_number) === n;
}

function find(store: ErpStore, input: PaymentLineInput): DocumentEntry | undefined {
  if (input.billing_document_number.trim() !== '') return store.findDocument(input.billing_document_number);
  return store.findByFinanceNumber(input.document_number_finance);
}

/** Why a line cannot post, or the minor amounts it posts. */
function problem(rules: PaymentRules, d: ErpDocument, input: PaymentLineInput): string | { amount: number } {
  const { company } = rules;
  // Nothing open (a payment, a cleared item, zero left) takes no line; a credit does, with its negative amount.
  if (d.item_is_a_payment === 'X' || d.clearing_document_number_finance.trim() !== '' || heldMinor(d.open_amount, company) === 0) {
    return 'it is already cleared';
  }
  if (d.read_only_flag === 'X') return 'it is read-only';
  const currency = input.currency_key?.trim() ?? '';
  if (currency !== '' && currency !== d.currency_key) {
    return `the currency ${currency} is not the document's currency ${d.currency_key}`;
  }
  const requested = requestedMinor(input.amount_to_process, company);
  if (!requested.ok) {
    return requested.problem === 'too_large'
      ? `the amount is above the largest amount of ${groupedCents(LARGEST_AMOUNT_CENTS)}`
      : `the amount ${input.amount_to_process} has too many decimals for ${d.currency_key}`;
  }
  const amount = requested.minor;
  if (amount === 0) return 'the amount cannot be zero';
  const open = heldMinor(d.open_amount, company);
  if (open < 0) {
    // A credit is used with a negative amount, up to what is left of it.
    return amount < 0 && amount >= open ? { amount } : `a credit takes a negative amount down to ${d.open_amount}`;
  }
  if (amount < 0) return 'the amount cannot be negative';
  if (amount > open && !rules.overpaymentAllowed) return 'overpayment is not allowed';
  // An overpayment goes no further than a multiple of the open amount (docs/product/constants.md#amounts).
  const ceiling = Math.min(minorToCents(open, company) * CEILINGS.overpaymentMultiple, LARGEST_AMOUNT_CENTS);
  if (amount > open && requested.cents > ceiling) {
    return `the amount is above its ceiling of ${formatMinor(centsToMinor(ceiling, company), company)}`;
  }
  if (amount < open && !rules.partialAllowed) return 'partial payment is not allowed';
  const code = input.reason_code?.trim() ?? '';
  // docs/product/checkout-and-payments.md: a reason is needed when paying below the open amount; an overpayment needs none.
  if (amount < open && rules.reasonsRequired && code === '') return 'a reason code is required';
  const text = (input.reason_description ?? '').trim() || (input.comment ?? '').trim();
  return reasonProblem(rules, 'O', code, text) ?? { amount };
}

/**
 * Checks one documents[] entry without changing anything: found, owned by
 * the payer, listed once, still open, not read-only, and an amount the
 * company's rules (partial, overpayment, reasons) allow.
 */
export function planLine(
  store: ErpStore,
  customer: CustomerRecord,
  rules: PaymentRules,
  input: PaymentLineInput,
  index: number,
  seen: Set<ErpDocument>,
): PlannedOrFailed {
  const entry = find(store, input);
  const failed = (why: string): PlannedOrFailed => ({
    ok: false,
    status: {
      index_number: index,
      document_number_finance: entry?.document.document_number_finance ?? input.document_number_finance,
      message_type: 'E',
      message_line_string: `Document ${entry ? documentLabel(entry.document) : documentLabel(input)} cannot be paid: ${why}.`,
    },
  });
  if (!entry) return failed('it was not found');
  const d = entry.document;
  if (!owns(customer, d)) return failed(`it is not an item of customer ${customer.customer_number}`);
  if (seen.has(d)) return failed('it is listed more than once');
  seen.add(d);
  const checked = problem(rules, d, input);
  if (typeof checked === 'string') return failed(checked);
  const open = heldMinor(d.open_amount, rules.company);
  const applied = open < 0 ? checked.amount : Math.min(checked.amount, open);
  return { ok: true, line: { index, entry, amount: checked.amount, applied, excess: checked.amount - applied } };
}

import type { ErpDocument, PayedLine, PaymentStatusLine } from 'shared/server';
import { erpDate } from '../../lib/erp-values';
import { block } from '../data/documents';
import type { CustomerRecord } from '../data/customers';
import type { ErpStore } from '../store';
import { documentLabel, type PlannedLine } from './lines';
import { formatMinor, heldMinor, toMajor, type PaymentRules } from './rules';

const pad10 = (n: string) => n.padStart(10, '0');

/**
 * A finance-only document the sandbox posts: a payment (cleared, item_is_a_payment X)
 * or a deposit (a credit: negative open amount, usable on a later payment).
 * total = paid + open holds for both, as for every other document.
 */
export function postFinanceDocument(
  store: ErpStore,
  soldTo: CustomerRecord,
  rules: PaymentRules,
  kind: 'payment' | 'deposit',
  minor: number,
  reference: string,
  clearing = '',
): ErpDocument {
  const payer = store.customer(soldTo.payer_number) ?? soldTo;
  const today = erpDate(store.today());
  const total = toMajor(-minor, rules.company);
  const payment = kind === 'payment';
  const document: ErpDocument = {
    billing_document_number: '',
    document_number_finance: store.ledger.nextFinanceNumber(),
    line_item_in_the_relevant_invoice: '001',
    finance_document_type: 'DZ',
    clearing_document_number_finance: clearing,
    reference_number: reference.slice(0, 16),
    fiscal_year_of_the_relevant_invoice: today.slice(6),
    finance_document_only: 'X',
    billing_document_type: '',
    item_is_a_payment: payment ? 'X' : '',
    read_only_flag: payment ? 'X' : '',
    pdf_document_available: '',
    soldto_number: pad10(soldTo.customer_number),
    payer_number: pad10(payer.customer_number),
    posting_date: today,
    document_date: today,
    due_date: today,
    clearing_date: payment ? today : '',
    days_in_arrears: 0,
    currency_key: rules.company.currency,
    total_amount: total,
    paid_amount: payment ? total : 0,
    open_amount: payment ? 0 : total,
    zzcustom: { soldtoad: block(soldTo.address), payerad: block(payer.address), nodetail: 'X' },
  };
  store.addDocument(soldTo, document);
  return document;
}

export interface Posted {
  status: PaymentStatusLine[];
  payed: PayedLine[];
  /** Labels of the documents paid, for the log. */
  documents: string[];
}

/**
 * Posts the planned lines of one approved charge: open amounts go down, paid
 * amounts up, fully paid documents are cleared, an overpayment becomes a
 * deposit on the sold-to, and one payment document records the whole charge.
 */
export function postLines(
  store: ErpStore,
  rules: PaymentRules,
  lines: PlannedLine[],
  charge: number,
  authorization: string,
): Posted {
  const { company } = rules;
  const today = erpDate(store.today());
  const clearing = store.ledger.nextClearingNumber();
  const posted: Posted = { status: [], payed: [], documents: [] };
  for (const line of lines) {
    const d = line.entry.document;
    const open = heldMinor(d.open_amount, company) - line.applied;
    d.open_amount = toMajor(open, company);
    d.paid_amount = toMajor(heldMinor(d.paid_amount, company) + line.applied, company);
    if (open === 0) {
      d.clearing_date = today;
      d.clearing_document_number_finance = clearing;
      d.days_in_arrears = 0;
    }
    const label = documentLabel(d);
    if (line.excess > 0) postFinanceDocument(store, line.entry.soldTo, rules, 'deposit', line.excess, `OVP-${label}`);
    posted.documents.push(label);
    posted.status.push({
      index_number: line.index,
      document_number_finance: d.document_number_finance,
      message_type: 'S',
      message_line_string: `Payment of ${formatMinor(line.amount, company)} ${d.currency_key} posted to document ${label}`,
      authorization_reference_code: authorization,
    });
    posted.payed.push({
      authorization_reference_code: authorization,
      document_number_finance: d.document_number_finance,
      amount: toMajor(line.amount, company),
    });
  }
  const first = lines[0];
  if (first) postFinanceDocument(store, first.entry.soldTo, rules, 'payment', charge, authorization, clearing);
  return posted;
}

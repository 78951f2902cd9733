import type { ErpAddressBlock, ErpDocument } from 'shared/server';
import type { Company } from './companies';
import type { CustomerRecord } from './customers';
import { arrearsOn, requestDate } from './dates';
import { createRng, type Rng } from './prng';

export type DocumentKind = 'cleared' | 'pastDue' | 'notDue' | 'credit';

export interface DocumentPlan {
  kind: DocumentKind;
  readOnly?: boolean;
  noPdf?: boolean;
  partiallyPaid?: boolean;
}

const repeat = (kind: DocumentKind, n: number, tweak: (i: number) => Partial<DocumentPlan> = () => ({})) =>
  Array.from({ length: n }, (_, i): DocumentPlan => ({ kind, ...tweak(i) }));

/**
 * The fixed mix of every demo sold-to (docs/demo-data.md): 40 documents, of them
 * 12 cleared, 12 open and past due, 8 open and not yet due, 8 credits,
 * exactly 2 read-only and 4 without a PDF.
 */
export const DEMO_PLAN: readonly DocumentPlan[] = [
  ...repeat('cleared', 12, (i) => ({ noPdf: i === 0 })),
  ...repeat('pastDue', 12, (i) => ({ readOnly: i === 0, partiallyPaid: i === 2 || i === 5, noPdf: i === 3 })),
  ...repeat('notDue', 8, (i) => ({ readOnly: i === 0, partiallyPaid: i === 1, noPdf: i === 4 })),
  ...repeat('credit', 8, (i) => ({ noPdf: i === 1 })),
];

/** A random but seeded mix for the bulk sold-tos (performance data). */
export function bulkPlan(rng: Rng, count: number): DocumentPlan[] {
  return Array.from({ length: count }, (): DocumentPlan => {
    const r = rng.next();
    const kind: DocumentKind = r < 0.35 ? 'cleared' : r < 0.65 ? 'pastDue' : r < 0.85 ? 'notDue' : 'credit';
    return {
      kind,
      readOnly: kind !== 'cleared' && kind !== 'credit' && rng.chance(0.02),
      noPdf: rng.chance(0.05),
      partiallyPaid: (kind === 'pastDue' || kind === 'notDue') && rng.chance(0.15),
    };
  });
}

const pad10 = (n: number) => String(n).padStart(10, '0');
export const BILLING_BASE = 90_000_000;
export const FINANCE_BASE = 1_400_000_000;
const CLEARING_BASE = 1_500_000_000;

export function block(address: CustomerRecord['address']): ErpAddressBlock {
  return {
    name: address.name,
    street: address.street,
    city: address.city,
    region: address.region,
    country: address.country,
  };
}

/** An amount in whole minor units turned into a number with at most 2 decimals. */
const toMajor = (minor: number, company: Company) => minor / company.minorUnits;

function amountMinor(rng: Rng, [min, max]: readonly [number, number], company: Company): number {
  return rng.int(min * company.minorUnits, max * company.minorUnits);
}

function reference(rng: Rng, kind: DocumentKind): string {
  if (kind === 'credit') return `CM-${rng.int(10000, 99999)}`;
  return `${rng.pick(['PO', 'PO', 'WO', 'SR', 'MC'])}-${rng.int(10000, 99999)}`;
}

interface Context {
  customer: CustomerRecord;
  payer: CustomerRecord;
  company: Company;
  today: Date;
  plan: readonly DocumentPlan[];
}

/** Dates of one document as day offsets from today; net 30 terms, credits due at once. */
function offsets(rng: Rng, kind: DocumentKind): { doc: number; due: number; clearing?: number } {
  switch (kind) {
    case 'cleared': {
      const doc = -rng.int(35, 360);
      return { doc, due: doc + 30, clearing: Math.min(doc + rng.int(12, 45), -1) };
    }
    case 'pastDue': {
      // Due at least 2 days ago, so it is still past due after midnight.
      const due = -rng.int(2, 150);
      return { doc: due - 30, due };
    }
    case 'notDue': {
      // Issued within the last 23 days: due at least 7 days ahead.
      const doc = -rng.int(0, 23);
      return { doc, due: doc + 30 };
    }
    case 'credit': {
      const doc = -rng.int(2, 200);
      return { doc, due: doc };
    }
  }
}

/** Generates a sold-to's documents; the same customer and day always give the same list. */
export function generateDocuments({ customer, payer, company, today, plan }: Context): ErpDocument[] {
  const rng = createRng(`documents:${customer.customer_number}`);
  const soldtoad = block(customer.address);
  const payerad = block(payer.address);
  return plan.map((p, index) => {
    const id = customer.slot * 1000 + index;
    const at = offsets(rng, p.kind);
    const credit = p.kind === 'credit';
    const totalMinor = credit
      ? -amountMinor(rng, company.creditRange, company)
      : amountMinor(rng, company.invoiceRange, company);
    let paidMinor = 0;
    if (p.kind === 'cleared') paidMinor = totalMinor;
    else if (p.partiallyPaid) {
      // Partial payments arrive in whole currency units.
      paidMinor = Math.round((totalMinor * rng.int(20, 60)) / 100 / company.minorUnits) * company.minorUnits;
    }
    const openMinor = totalMinor - paidMinor;
    const documentDate = requestDate(today, at.doc);
    const dueDate = requestDate(today, at.due);
    const cleared = at.clearing !== undefined;
    return {
      billing_document_number: pad10(BILLING_BASE + id),
      document_number_finance: String(FINANCE_BASE + id),
      line_item_in_the_relevant_invoice: '001',
      finance_document_type: 'RV',
      clearing_document_number_finance: cleared ? String(CLEARING_BASE + id) : '',
      reference_number: reference(rng, p.kind),
      fiscal_year_of_the_relevant_invoice: documentDate.slice(6),
      finance_document_only: '',
      billing_document_type: credit ? 'G2' : 'F2',
      item_is_a_payment: '',
      read_only_flag: p.readOnly ? 'X' : '',
      pdf_document_available: p.noPdf ? '' : 'X',
      soldto_number: pad10(Number(customer.customer_number)),
      payer_number: pad10(Number(payer.customer_number)),
      posting_date: documentDate,
      document_date: documentDate,
      due_date: dueDate,
      clearing_date: cleared ? requestDate(today, at.clearing ?? 0) : '',
      days_in_arrears: arrearsOn(dueDate, openMinor, today),
      currency_key: company.currency,
      total_amount: toMajor(totalMinor, company),
      paid_amount: toMajor(paidMinor, company),
      open_amount: toMajor(openMinor, company),
      zzcustom: { soldtoad, payerad, nodetail: '' },
    } satisfies ErpDocument;
  });
}

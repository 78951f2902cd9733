import { stripLeadingZeros, type ErpDocument, type PaymentCard } from 'shared/server';
import { findCompany, type Company } from './data/companies';
import { BULK_PAYER, createCustomers, DEMO_SOLDTOS, type CustomerRecord } from './data/customers';
import { startOfDay } from './data/dates';
import { BILLING_BASE, bulkPlan, DEMO_PLAN, generateDocuments } from './data/documents';
import { createPaymentCards } from './data/payment-cards';
import { createRng } from './data/prng';

/** Documents per sold-to of the bulk payer: 25 sold-tos x 200 = 5,000. */
export const BULK_DOCUMENTS_PER_SOLDTO = 200;

export interface ErpStoreOptions {
  /** The clock; tests pin it so that two builds can be compared. */
  now?: () => Date;
}

export interface DocumentEntry {
  document: ErpDocument;
  soldTo: CustomerRecord;
}

/**
 * The ERP's whole state, in memory. Route handlers read it; later features
 * (payments, deposits, saved cards) mutate the live objects it hands out.
 * Documents are generated per sold-to on first use, so start-up stays instant
 * even with the 5,000 bulk documents.
 */
export class ErpStore {
  readonly now: () => Date;
  private builtFor = new Date(0);
  private customers = new Map<string, CustomerRecord>();
  private bySlot = new Map<number, CustomerRecord>();
  private documents = new Map<string, ErpDocument[]>();
  private byBillingNumber = new Map<string, DocumentEntry>();
  private cards = new Map<string, PaymentCard[]>();

  constructor(options: ErpStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.reset();
  }

  /** Back to the seeded state (tests call it between cases). */
  reset(): void {
    this.builtFor = startOfDay(this.now());
    this.customers = createCustomers();
    this.bySlot = new Map([...this.customers.values()].map((c) => [c.slot, c]));
    this.documents = new Map();
    this.byBillingNumber = new Map();
    this.cards = createPaymentCards();
  }

  /** The day the documents' dates were laid out from. */
  get dataDay(): Date {
    return new Date(this.builtFor);
  }

  today(): Date {
    return startOfDay(this.now());
  }

  customer(number: string): CustomerRecord | undefined {
    return this.customers.get(stripLeadingZeros(number.trim()));
  }

  allCustomers(): CustomerRecord[] {
    return [...this.customers.values()];
  }

  company(code: string): Company | undefined {
    return findCompany(code);
  }

  /** A payer's sold-tos; a sold-to stands for itself. */
  soldTosOf(customer: CustomerRecord): CustomerRecord[] {
    if (customer.kind !== 'payer') return [customer];
    return (customer.soldto_list ?? [])
      .map((n) => this.customers.get(n))
      .filter((c): c is CustomerRecord => c !== undefined);
  }

  /** The live document list of one sold-to, generated on first use. */
  documentsOf(soldTo: CustomerRecord): ErpDocument[] {
    const cached = this.documents.get(soldTo.customer_number);
    if (cached) return cached;
    const payer = this.customers.get(soldTo.payer_number) ?? soldTo;
    const company = findCompany(soldTo.company_code);
    if (!company || soldTo.kind === 'payer') {
      this.documents.set(soldTo.customer_number, []);
      return [];
    }
    const plan =
      soldTo.payer_number === BULK_PAYER
        ? bulkPlan(createRng(`plan:${soldTo.customer_number}`), BULK_DOCUMENTS_PER_SOLDTO)
        : (DEMO_SOLDTOS as readonly string[]).includes(soldTo.customer_number)
          ? DEMO_PLAN
          : [];
    const docs = generateDocuments({ customer: soldTo, payer, company, today: this.builtFor, plan });
    this.documents.set(soldTo.customer_number, docs);
    for (const document of docs) this.index(document, soldTo);
    return docs;
  }

  /** Adds a document (a later payment or deposit) to a sold-to's list. */
  addDocument(soldTo: CustomerRecord, document: ErpDocument): void {
    this.documentsOf(soldTo).push(document);
    this.index(document, soldTo);
  }

  /** Finds a document by billing number, with or without leading zeros. */
  findDocument(billingNumber: string): DocumentEntry | undefined {
    const key = stripLeadingZeros(billingNumber.trim());
    const known = this.byBillingNumber.get(key);
    if (known) return known;
    // Not generated yet: the number tells which sold-to owns it.
    const slot = Math.floor((Number(key) - BILLING_BASE) / 1000);
    const owner = Number.isInteger(slot) ? this.bySlot.get(slot) : undefined;
    if (!owner || this.documents.has(owner.customer_number)) return undefined;
    this.documentsOf(owner);
    return this.byBillingNumber.get(key);
  }

  /** Saved payment methods of a customer (live list). */
  paymentCards(customerNumber: string): PaymentCard[] {
    const key = stripLeadingZeros(customerNumber.trim());
    let list = this.cards.get(key);
    if (!list) {
      list = [];
      this.cards.set(key, list);
    }
    return list;
  }

  private index(document: ErpDocument, soldTo: CustomerRecord): void {
    this.byBillingNumber.set(stripLeadingZeros(document.billing_document_number), { document, soldTo });
  }
}

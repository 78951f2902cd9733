import type { ErpDocument, PaymentCard } from 'shared/server';
import { unpadded } from '../lib/erp-values';
import { findCompany, type Company } from './data/companies';
import { BULK_PAYERS, createCustomers, DEMO_SOLDTOS, type CustomerRecord } from './data/customers';
import { startOfDay } from './data/dates';
import { BILLING_BASE, bulkPlan, DEMO_PLAN, FINANCE_BASE, generateDocuments } from './data/documents';
import { createPaymentCards } from './data/payment-cards';
import { createRng } from './data/prng';
import { PaymentLedger } from './ledger';

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
  private byFinanceNumber = new Map<string, DocumentEntry>();
  private cards = new Map<string, PaymentCard[]>();
  /** Tokens of the seeded saved methods: known to the ERP even after a delete. */
  private seededTokens = new Set<string>();
  /** Number ranges, authorization codes and the log of processed charges. */
  readonly ledger = new PaymentLedger();

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
    this.byFinanceNumber = new Map();
    this.cards = createPaymentCards();
    this.seededTokens = new Set([...this.cards.values()].flat().map((c) => c.payment_card_token));
    this.ledger.reset();
  }

  /** The day the documents' dates were laid out from. */
  get dataDay(): Date {
    return new Date(this.builtFor);
  }

  today(): Date {
    return startOfDay(this.now());
  }

  customer(number: string): CustomerRecord | undefined {
    return this.customers.get(unpadded(number.trim()));
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
      BULK_PAYERS.includes(soldTo.payer_number)
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
    const key = unpadded(billingNumber.trim());
    if (key === '') return undefined;
    return this.lookUp(this.byBillingNumber, key, BILLING_BASE);
  }

  /** Finds a document by finance number: the way to reach finance-only documents (deposits, payments). */
  findByFinanceNumber(financeNumber: string): DocumentEntry | undefined {
    const key = unpadded(financeNumber.trim());
    if (key === '') return undefined;
    return this.lookUp(this.byFinanceNumber, key, FINANCE_BASE);
  }

  /** Which customer has this token saved, if any. */
  cardOwner(token: string): string | undefined {
    for (const [customer, list] of this.cards) {
      if (list.some((c) => c.payment_card_token === token)) return customer;
    }
    return undefined;
  }

  /** A token of the seeded data or saved on some customer now. */
  knowsToken(token: string): boolean {
    return this.seededTokens.has(token) || this.cardOwner(token) !== undefined;
  }

  /** Saved payment methods of a customer (live list). */
  paymentCards(customerNumber: string): PaymentCard[] {
    const key = unpadded(customerNumber.trim());
    let list = this.cards.get(key);
    if (!list) {
      list = [];
      this.cards.set(key, list);
    }
    return list;
  }

  private lookUp(index: Map<string, DocumentEntry>, key: string, base: number): DocumentEntry | undefined {
    const known = index.get(key);
    if (known) return known;
    // Not generated yet: the number tells which sold-to owns it.
    const slot = Math.floor((Number(key) - base) / 1000);
    const owner = Number.isInteger(slot) ? this.bySlot.get(slot) : undefined;
    if (!owner || this.documents.has(owner.customer_number)) return undefined;
    this.documentsOf(owner);
    return index.get(key);
  }

  private index(document: ErpDocument, soldTo: CustomerRecord): void {
    const billing = unpadded(document.billing_document_number);
    if (billing !== '') this.byBillingNumber.set(billing, { document, soldTo });
    this.byFinanceNumber.set(unpadded(document.document_number_finance), { document, soldTo });
  }
}

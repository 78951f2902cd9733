import type { ErpPaymentLogEntry } from 'shared/server';

/** Finance documents posted by the sandbox (payments, deposits): 1800000001, 1800000002, ... */
export const POSTED_FINANCE_BASE = 1_800_000_000;
/** Clearing documents of the sandbox's payments: 1900000001, ... */
export const POSTED_CLEARING_BASE = 1_900_000_000;

/**
 * The ERP's payment bookkeeping: the number ranges of the documents it posts,
 * the authorization codes, and the log of every charge it processed (so a
 * test can prove that a payment was charged exactly once). Reset with the store.
 */
export class PaymentLedger {
  private log: ErpPaymentLogEntry[] = [];
  private authorizations = 0;
  private finance = 0;
  private clearing = 0;

  reset(): void {
    this.log = [];
    this.authorizations = 0;
    this.finance = 0;
    this.clearing = 0;
  }

  /** 'AUTH' and 8 digits from a counter: AUTH00000001, AUTH00000002, ... */
  nextAuthorization(): string {
    this.authorizations += 1;
    return `AUTH${String(this.authorizations).padStart(8, '0')}`;
  }

  nextFinanceNumber(): string {
    this.finance += 1;
    return String(POSTED_FINANCE_BASE + this.finance);
  }

  nextClearingNumber(): string {
    this.clearing += 1;
    return String(POSTED_CLEARING_BASE + this.clearing);
  }

  record(entry: ErpPaymentLogEntry): void {
    this.log.push(entry);
  }

  /** A copy of the log, oldest first. */
  entries(): ErpPaymentLogEntry[] {
    return this.log.map((e) => ({ ...e, documents: [...e.documents] }));
  }

  /** Empties the log (number ranges go on); answers how many entries were dropped. */
  clear(): number {
    const n = this.log.length;
    this.log = [];
    return n;
  }
}

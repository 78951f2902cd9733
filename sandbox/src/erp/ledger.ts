import type { ErpPaymentLogEntry, PaymentResponse } from 'shared/server';

/** Finance documents posted by the sandbox (payments, deposits): 1800000001, 1800000002, ... */
export const POSTED_FINANCE_BASE = 1_800_000_000;
/** Clearing documents of the sandbox's payments: 1900000001, ... */
export const POSTED_CLEARING_BASE = 1_900_000_000;

function take(hang: { ms: number; left: number }): number {
  if (hang.left <= 0) return 0;
  hang.left -= 1;
  return hang.ms;
}

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
  /** Answers by portal reference: a reference is charged at most once. */
  private byReference = new Map<string, PaymentResponse>();
  /** References looked up before any charge: a charge arriving later is refused. */
  private closed = new Set<string>();
  private hang = { ms: 0, left: 0 };
  private hangBefore = { ms: 0, left: 0 };

  reset(): void {
    this.log = [];
    this.byReference.clear();
    this.closed.clear();
    this.hang = { ms: 0, left: 0 };
    this.hangBefore = { ms: 0, left: 0 };
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

  /**
   * Runs a charge under its portal reference: a repeat answers the first answer without charging,
   * a reference already looked up is refused (null), and no reference charges as before.
   */
  chargeOnce(reference: string | undefined, charge: () => PaymentResponse): PaymentResponse | null {
    if (!reference) return charge();
    const earlier = this.byReference.get(reference);
    if (earlier) return earlier;
    if (this.closed.has(reference)) return null;
    const answer = charge();
    this.byReference.set(reference, answer);
    return answer;
  }

  /** Whether the reference was charged (and its answer); closes a reference not charged yet. */
  lookup(reference: string): PaymentResponse | null {
    const answer = this.byReference.get(reference) ?? null;
    if (!answer) this.closed.add(reference);
    return answer;
  }

  /** Fault injection for tests: the next `count` charges hold their answer for `ms`. */
  hangAfterCharge(ms: number, count = Number.MAX_SAFE_INTEGER): void {
    this.hang = { ms, left: ms > 0 ? count : 0 };
  }

  /** Fault injection for tests: the next `count` charges wait `ms` before they charge. */
  hangBeforeCharge(ms: number, count = Number.MAX_SAFE_INTEGER): void {
    this.hangBefore = { ms, left: ms > 0 ? count : 0 };
  }

  /** How long the answer of the charge just made is held (and counts it). */
  takeHang(): number {
    return take(this.hang);
  }

  /** How long the charge about to be made waits first (and counts it). */
  takeHangBefore(): number {
    return take(this.hangBefore);
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

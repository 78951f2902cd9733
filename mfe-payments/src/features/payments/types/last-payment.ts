import type { PaymentResponse, ReceiptBasis } from 'shared';

/** What the status page shows after a payment or a deposit. */
export interface LastPayment {
  /** The Idempotency-Key of the Pay click that produced it. */
  id: string;
  kind: 'payment' | 'deposit';
  response: PaymentResponse;
  currency: string;
  /** The amount sent per finance document number (no leading zeros), in cents, for lines without one. */
  amountCents: Record<string, number>;
  /** The total sent, in cents. */
  totalCents: number;
  /** What the receipt says of what was sent; absent in a status kept from before receipts. */
  receipt?: ReceiptBasis;
  /** When the answer came (ISO 8601). */
  at?: string;
  /** completePayment() already ran for it: a reload of the status page must not run it again. */
  selectionCompleted: boolean;
  /** The first answer was lost, and asking again with the same key found the charge. */
  checked?: boolean;
  /** The staff member's name when they paid acting for the customer (docs/product/checkout-and-payments.md#who-may-pay). */
  paidBy?: string;
}

export interface PaymentSummary {
  currency: string;
  amountCents: Record<string, number>;
  totalCents: number;
  receipt: ReceiptBasis;
  at: string;
}

/** The remote's routes, full paths: the shell mounts them at the root. */
export const PATHS = {
  invoices: '/invoices',
  checkout: '/invoices/pay',
  paymentStatus: '/invoices/payment-status',
  deposits: '/deposits',
  paymentMethods: '/settings/payment-methods',
  autopay: '/settings/autopay',
  paymentHistory: '/payments',
  paymentReceipt: '/payments/:paymentId',
  profile: '/settings/profile',
} as const;

/** How long the browser waits for the card tokenizer (the card data never goes anywhere else). */
export const TOKENIZER_TIMEOUT_MS = 30_000;

/**
 * A payment that meets 409 (the same key still running) or no answer at all is asked again with
 * the same Idempotency-Key after these pauses; the server never charges a key twice.
 */
export const PAYMENT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;
/** After this long on its way, a payment says it is still waiting for the bank (docs/product/checkout-and-payments.md#review). */
export const STILL_WAITING_AFTER_MS = 5000;
/** A charge can take longer than the client's default 30 s; a retry then reuses the key. */
export const PAYMENT_TIMEOUT_MS = 60_000;

/**
 * When a payment's answer is lost or proves nothing, the page asks again with the same key after
 * these pauses before it says it cannot tell (docs/architecture/payments.md#the-page).
 */
export const PAYMENT_CHECK_DELAYS_MS = [0, 2000, 5000, 10_000] as const;

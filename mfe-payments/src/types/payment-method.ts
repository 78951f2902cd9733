import type { PaymentCard } from 'shared';

/** One entry of 'Pay With': a saved method from the ERP, or (docs/product/payment-methods.md) an unsaved session method. */
export interface PaymentMethodOption {
  /** Unique among the options: the token, prefixed so a saved and a session method never clash. */
  id: string;
  card: PaymentCard;
  /** '{type} ending with *{last 4}' plus the default / session markers. */
  label: string;
}

import type { ErpPaymentReasonCode } from 'shared';

/** What a checkout row needs to know of the company's payment configuration. */
export interface InvoiceRules {
  partialAllowed: boolean;
  overpaymentAllowed: boolean;
  reasonsRequired: boolean;
  /** Payment type O reason codes of the account's company. */
  reasonCodes: readonly ErpPaymentReasonCode[];
}

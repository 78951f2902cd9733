import type { ErpCustomizingResponse, ErpPaymentReasonCode } from 'shared';

/** The payment configuration of the selected account's company, read once for a page. */
export interface PaymentRules {
  companyCode: string;
  generelData: ErpCustomizingResponse['generel_data'];
  partialAllowed: boolean;
  overpaymentAllowed: boolean;
  reasonsRequired: boolean;
  depositsAvailable: boolean;
  /** Payment type O reason codes of the company (invoices). */
  openReasonCodes: ErpPaymentReasonCode[];
  /** Payment type D reason codes of the company (deposits). */
  depositReasonCodes: ErpPaymentReasonCode[];
}

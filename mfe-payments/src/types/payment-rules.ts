import type { ErpCustomizingResponse, ErpPaymentReasonCode, PaymentCard } from 'shared';

/** The instruction links of the payment configuration (CcvideoUrl, CcpdfUrl, EcvideoUrl, EcpdfUrl). */
export interface InstructionUrls {
  cardVideo: string;
  cardPdf: string;
  echeckVideo: string;
  echeckPdf: string;
}

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
  /** The method types the company takes (allowed_payment_methods); empty when the ERP names none. */
  allowedMethods: PaymentCard['payment_card_type'][];
  instructions: InstructionUrls;
}

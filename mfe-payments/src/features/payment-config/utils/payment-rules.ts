import {
  isDepositAvailable,
  isOverpaymentAllowed,
  isPartialAllowed,
  reasonsRequired,
  type ErpCustomizingResponse,
} from 'shared';
import { isAbsoluteHttpUrl, reasonCodesOf } from 'shared/payments';
import type { PaymentRules } from '../../../types/payment-rules';

/** The rules of docs/product/constants.md for one company, from the shared payment-rules (the server uses the same). */
export function paymentRulesOf(customizing: ErpCustomizingResponse, companyCode: string): PaymentRules {
  return {
    companyCode,
    generelData: customizing.generel_data,
    partialAllowed: isPartialAllowed(customizing.generel_data),
    overpaymentAllowed: isOverpaymentAllowed(customizing.payment_types),
    reasonsRequired: reasonsRequired(customizing.payment_types),
    depositsAvailable: isDepositAvailable(customizing.payment_types),
    // Reason codes carry their company; the ERP may send more than the account's own.
    openReasonCodes: reasonCodesOf(customizing.payment_reason_codes, 'O', companyCode),
    depositReasonCodes: reasonCodesOf(customizing.payment_reason_codes, 'D', companyCode),
    allowedMethods: customizing.allowed_payment_methods ?? [],
    // Only absolute http(s) links are shown: a javascript: or data: value from the ERP is no link
    // (docs/security/configuration-values.md).
    instructions: {
      cardVideo: linkOrNothing(customizing.CcvideoUrl),
      cardPdf: linkOrNothing(customizing.CcpdfUrl),
      echeckVideo: linkOrNothing(customizing.EcvideoUrl),
      echeckPdf: linkOrNothing(customizing.EcpdfUrl),
    },
  };
}

const linkOrNothing = (url: string | undefined): string => (url && isAbsoluteHttpUrl(url) ? url : '');

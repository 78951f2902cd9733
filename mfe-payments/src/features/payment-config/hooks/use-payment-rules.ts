import { useMemo } from 'react';
import {
  isDepositAvailable,
  isOverpaymentAllowed,
  isPartialAllowed,
  reasonCodesOf,
  reasonsRequired,
  type ErpCustomizingResponse,
} from 'shared';
import type { PaymentRules } from '../../../types/payment-rules';
import { useCustomizing } from '../api/get-customizing';

/** The rules of spec §9 for one company, from the shared payment-rules (the server uses the same). */
export function paymentRulesOf(customizing: ErpCustomizingResponse, companyCode: string): PaymentRules {
  // Reason codes carry their company; the ERP may send more than the account's own.
  const ofCompany = (customizing.payment_reason_codes ?? []).filter((r) => !r.company_code || r.company_code === companyCode);
  return {
    companyCode,
    generelData: customizing.generel_data,
    partialAllowed: isPartialAllowed(customizing.generel_data),
    overpaymentAllowed: isOverpaymentAllowed(customizing.payment_types),
    reasonsRequired: reasonsRequired(customizing.payment_types),
    depositsAvailable: isDepositAvailable(customizing.payment_types),
    openReasonCodes: reasonCodesOf(ofCompany, 'O'),
    depositReasonCodes: reasonCodesOf(ofCompany, 'D'),
    allowedMethods: customizing.allowed_payment_methods ?? [],
    instructions: {
      cardVideo: customizing.CcvideoUrl ?? '',
      cardPdf: customizing.CcpdfUrl ?? '',
      echeckVideo: customizing.EcvideoUrl ?? '',
      echeckPdf: customizing.EcpdfUrl ?? '',
    },
  };
}

export interface PaymentRulesState {
  rules: PaymentRules | null;
  loading: boolean;
  error: boolean;
}

export function usePaymentRules(companyCode: string | null | undefined): PaymentRulesState {
  const { data, loading, error } = useCustomizing(companyCode);
  const rules = useMemo(() => (data && companyCode ? paymentRulesOf(data, companyCode) : null), [data, companyCode]);
  return { rules, loading, error: Boolean(error) };
}

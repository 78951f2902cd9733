import { useMemo } from 'react';
import { useCustomizing } from 'shared';
import type { PaymentRules } from '../../../types/payment-rules';
import { paymentRulesOf } from '../utils/payment-rules';

export interface PaymentRulesState {
  rules: PaymentRules | null;
  loading: boolean;
  error: boolean;
  retry: () => void;
}

export function usePaymentRules(companyCode: string | null | undefined): PaymentRulesState {
  const { data, loading, error, retry } = useCustomizing(companyCode);
  const rules = useMemo(() => (data && companyCode ? paymentRulesOf(data, companyCode) : null), [data, companyCode]);
  return { rules, loading, error: Boolean(error), retry };
}

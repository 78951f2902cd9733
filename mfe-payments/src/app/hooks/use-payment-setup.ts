import { useCallback } from 'react';
import { useSelectedHeaderItem, type HeaderItem } from 'shared';
import { cvvRequired } from 'shared/payments';
import { usePaymentRules } from '../../features/payment-config/hooks/use-payment-rules';
import { usePaymentMethods, type PaymentMethodsState } from '../../features/payment-methods/hooks/use-payment-methods';
import { useCanPay } from '../../hooks/use-can-pay';
import type { PaymentMethodOption } from '../../types/payment-method';
import type { PaymentRules } from '../../types/payment-rules';

export interface PaymentSetup {
  account: HeaderItem | null;
  rules: PaymentRules | null;
  rulesLoading: boolean;
  rulesError: boolean;
  retryRules: () => void;
  methods: PaymentMethodsState;
  canPay: boolean;
  needsCvv: (method: PaymentMethodOption | null) => boolean;
}

/** What both checkout and deposits need: the account, its company's rules and its methods. */
export function usePaymentSetup(): PaymentSetup {
  const account = useSelectedHeaderItem();
  const { rules, loading, error, retry } = usePaymentRules(account?.CompanyCode);
  const methods = usePaymentMethods(account);
  const canPay = useCanPay();
  const generelData = rules?.generelData;
  const needsCvv = useCallback(
    (method: PaymentMethodOption | null) => cvvRequired(generelData, method?.card.payment_card_type ?? null),
    [generelData],
  );
  return { account, rules, rulesLoading: loading, rulesError: error, retryRules: retry, methods, canPay, needsCvv };
}

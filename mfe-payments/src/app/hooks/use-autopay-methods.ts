import { useMemo } from 'react';
import type { HeaderItem } from 'shared';
import { cvvRequired, takesMethod } from 'shared/payments';
import { usePaymentRules } from '../../features/payment-config/hooks/use-payment-rules';
import { usePaymentMethods } from '../../features/payment-methods/hooks/use-payment-methods';
import type { AutopayMethods } from '../../features/autopay/types/autopay';
import { methodName } from '../../lib/payment-method';

/**
 * The saved methods of one account that AutoPay may use (docs/product/autopay.md#the-page): the
 * ERP's saved methods (never a session one: its token lives an hour), those the company takes
 * (no eChecks in 0020), and no card where the company needs a CVV for each card payment, since
 * no person is present when AutoPay runs. The API server checks the same.
 */
export function useAutopayMethods(account: HeaderItem): AutopayMethods {
  const { rules, loading, error, retry } = usePaymentRules(account.CompanyCode);
  const methods = usePaymentMethods(account);
  const generelData = rules?.generelData;
  const allowed = rules?.allowedMethods;
  const { saved, loading: methodsLoading, error: methodsError, reload: reloadMethods } = methods;
  return useMemo(() => {
    const taken = saved.filter((card) => takesMethod(account.CompanyCode, allowed, card.payment_card_type));
    const cardsNeedCvv = cvvRequired(generelData, 'CC');
    return {
      options: taken
        .filter((card) => !cvvRequired(generelData, card.payment_card_type))
        .map((card) => ({ token: card.payment_card_token, type: card.payment_card_type, label: methodName(card) })),
      cardsNeedCvv: cardsNeedCvv && taken.some((card) => card.payment_card_type !== 'EC'),
      loading: loading || methodsLoading,
      error: error || methodsError,
      reload: () => {
        if (error) retry();
        if (methodsError) reloadMethods();
      },
    };
  }, [saved, account.CompanyCode, allowed, generelData, loading, error, retry, methodsLoading, methodsError, reloadMethods]);
}

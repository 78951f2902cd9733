import { api, isDepositAvailable, useRequest, useSelectedHeaderItem, type ErpPaymentType } from 'shared';

interface Customizing {
  payment_types?: Partial<ErpPaymentType>[];
}

/** Deposits show only when the selected account's company has payment type D active (docs/product/deposits.md). */
export function useHasDeposits(): boolean {
  const account = useSelectedHeaderItem();
  const companyCode = account?.CompanyCode;
  const { data } = useRequest(companyCode ? ['customizing', companyCode] : null, (signal) =>
    api.post<Customizing>('/customer/customizing', { company_code: companyCode }, { signal, skipErrorToast: true }).then((r) => r.data),
  );

  return Boolean(data && isDepositAvailable(data.payment_types));
}

import { isDepositAvailable, useCustomizing, useSelectedHeaderItem } from 'shared';

/** Deposits show only when the selected account's company has payment type D active (docs/product/deposits.md). */
export function useHasDeposits(): boolean {
  const { data } = useCustomizing(useSelectedHeaderItem()?.CompanyCode);
  return Boolean(data && isDepositAvailable(data.payment_types));
}

import { useEffect, useState } from 'react';
import { api, useSelectedHeaderItem, useSessionStore } from 'shared';

interface Customizing {
  payment_types?: { payment_type: string; active: string }[];
}

/** Spec §2/§9: Deposits shows only when payment type D is active for the selected account. */
export function useHasDeposits(): boolean {
  const account = useSelectedHeaderItem();
  const [hasDeposits, setHasDeposits] = useState(false);
  const companyCode = account?.CompanyCode;
  // While impersonating, the account is the customer's: the server checks it against them.
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);

  useEffect(() => {
    if (!companyCode) return setHasDeposits(false);
    let current = true;
    api
      .post<Customizing>(
        '/customer/customizing',
        { company_code: companyCode },
        { skipErrorToast: true, params: impersonatedUserId ? { userid: impersonatedUserId } : undefined },
      )
      .then(({ data }) => {
        const deposit = data.payment_types?.find((t) => t.payment_type === 'D');
        if (current) setHasDeposits(deposit?.active === 'X');
      })
      .catch(() => current && setHasDeposits(false));
    return () => {
      current = false;
    };
  }, [companyCode, impersonatedUserId]);

  return hasDeposits;
}

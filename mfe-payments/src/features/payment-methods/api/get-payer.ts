import { api, useSessionStore, type HeaderItem, type PayerRequest, type PayerResponse } from 'shared';
import { impersonationParams } from '../../../lib/impersonation';
import { useRequest, type RequestState } from '../../../lib/use-request';

/** POST /api/customer/payer (spec §7): the payer's address and saved payment methods. */
export type GetPayerRequest = PayerRequest;
export type GetPayerResponse = PayerResponse;

/** Action '01' reads the payer's details. */
export const payerRequestOf = (account: HeaderItem): GetPayerRequest => ({
  customer_number: account.PrimaryAcct,
  company_code: account.CompanyCode,
  action: '01',
  sales_area_data: {
    sales_organization: account.SalesOrganization,
    distribution_channel: account.DistributionChannel,
    division: account.Division,
  },
});

export async function getPayer(body: GetPayerRequest): Promise<GetPayerResponse> {
  const { data } = await api.post<GetPayerResponse>('/customer/payer', body, {
    params: impersonationParams(),
    // The panel says 'Error getting payer details from API.' itself.
    skipErrorToast: true,
  });
  if (data.status?.message_type === 'E') throw new Error(data.status.message_line_string);
  return data;
}

export function usePayer(account: HeaderItem | null): RequestState<GetPayerResponse> {
  const userId = useSessionStore((s) => s.impersonatedUserId);
  const key = account ? `${account.PrimaryAcct}#${account.CompanyCode}#${userId ?? ''}` : null;
  return useRequest(key, () => getPayer(payerRequestOf(account!)));
}

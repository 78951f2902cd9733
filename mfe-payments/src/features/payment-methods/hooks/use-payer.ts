import { callApi, useRequest, type HeaderItem, type PayerRequest, type PayerResponse, type RequestState } from 'shared';

/** POST /api/customer/payer (docs/product/payment-methods.md): the payer's address and saved payment methods. */
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

async function getPayer(body: GetPayerRequest, signal: AbortSignal): Promise<GetPayerResponse> {
  const data = await callApi('POST /customer/payer', { body }, {
    signal,
    // The panel says 'Error getting payer details from API.' itself.
    skipErrorToast: true,
  });
  if (data.status?.message_type === 'E') throw new Error(data.status.message_line_string);
  return data;
}

export function usePayer(account: HeaderItem | null): RequestState<GetPayerResponse> {
  const request = account ? payerRequestOf(account) : null;
  return useRequest(request && ['POST /customer/payer', request], (signal) => getPayer(request!, signal));
}

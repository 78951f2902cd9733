import { api, useRequest, type ErpCustomizingResponse, type RequestState } from 'shared';

/** POST /api/customer/customizing (docs/decisions.md#unnamed-paths): the payment configuration of one company. */
export interface CustomizingRequest {
  company_code: string;
}
export type CustomizingResponse = ErpCustomizingResponse;

export async function getCustomizing(body: CustomizingRequest, signal?: AbortSignal): Promise<CustomizingResponse> {
  const { data } = await api.post<CustomizingResponse>('/customer/customizing', body, {
    signal,
    // The page says 'Error getting configuration.' where the configuration is missing.
    skipErrorToast: true,
  });
  // The ERP reports an unknown company as HTTP 200 with status E.
  if (data.status?.message_type === 'E') throw new Error(data.status.message_line_string);
  return data;
}

export function useCustomizing(companyCode: string | null | undefined): RequestState<CustomizingResponse> {
  return useRequest(companyCode ? ['customizing', companyCode] : null, (signal) =>
    getCustomizing({ company_code: companyCode ?? '' }, signal),
  );
}

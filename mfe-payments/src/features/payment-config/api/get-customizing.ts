import { api, useSessionStore, type ErpCustomizingResponse } from 'shared';
import { impersonationParams } from '../../../lib/impersonation';
import { useRequest, type RequestState } from '../../../lib/use-request';

/** POST /api/customer/customizing (decisions §2): the payment configuration of one company. */
export interface CustomizingRequest {
  company_code: string;
}
export type CustomizingResponse = ErpCustomizingResponse;

export async function getCustomizing(body: CustomizingRequest): Promise<CustomizingResponse> {
  const { data } = await api.post<CustomizingResponse>('/customer/customizing', body, {
    params: impersonationParams(),
    // The page says 'Error getting configuration.' where the configuration is missing.
    skipErrorToast: true,
  });
  // The ERP reports an unknown company as HTTP 200 with status E.
  if (data.status?.message_type === 'E') throw new Error(data.status.message_line_string);
  return data;
}

export function useCustomizing(companyCode: string | null | undefined): RequestState<CustomizingResponse> {
  const userId = useSessionStore((s) => s.impersonatedUserId);
  const key = companyCode ? `${companyCode}#${userId ?? ''}` : null;
  return useRequest(key, () => getCustomizing({ company_code: companyCode ?? '' }));
}

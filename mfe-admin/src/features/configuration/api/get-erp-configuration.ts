import { api, useRequest, type ErpConfigurationResponse, type RequestState } from 'shared';

/** GET /api/configuration/erp: the ERP's configuration, read-only; answers while the ERP is down too. */
export async function getErpConfiguration(signal?: AbortSignal): Promise<ErpConfigurationResponse> {
  const { data } = await api.get<ErpConfigurationResponse>('/configuration/erp', { signal, skipErrorToast: true });
  return data;
}

/** Loaded when the section is first opened. */
export const useErpConfiguration = (open: boolean): RequestState<ErpConfigurationResponse> =>
  useRequest(open ? 'erp-configuration' : null, getErpConfiguration, { sameForEveryUser: true });

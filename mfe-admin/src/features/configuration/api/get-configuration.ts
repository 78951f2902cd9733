import { api, useRequest, type RequestState, type SystemConfigurationView } from 'shared';

/** GET /api/configuration: the system configuration, without the SMTP password (write-only). */
export async function getConfiguration(signal?: AbortSignal): Promise<SystemConfigurationView> {
  const { data } = await api.get<SystemConfigurationView>('/configuration', { signal, skipErrorToast: true });
  return data;
}

export const useConfiguration = (): RequestState<SystemConfigurationView> =>
  useRequest('system-configuration', getConfiguration, { sameForEveryUser: true });

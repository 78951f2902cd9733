import { createContext, useContext } from 'react';
import { api, useRequest, type PortalConfigResponse } from 'shared';

/** GET /api/config: theme, version, session limits; loaded once before anything is shown. */
export type PortalConfig = PortalConfigResponse['config'];

/** A failed load raises the generic toasts (docs/product/messages.md), beside the global error screen. */
export async function getPortalConfig(signal?: AbortSignal): Promise<PortalConfigResponse> {
  const { data } = await api.get<PortalConfigResponse>('/config', { signal });
  return data;
}

/** Loads the configuration; the app hands it down through PortalConfigContext. */
export const useGetPortalConfig = () => useRequest('portal-config', getPortalConfig, { sameForEveryUser: true });

export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** The portal's configuration, or null before it is known (every reader has a default). */
export const usePortalConfig = (): PortalConfig | null => useContext(PortalConfigContext);

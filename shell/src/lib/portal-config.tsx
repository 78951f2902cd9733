import { createContext, useContext } from 'react';
import { useRequest, type PortalConfigResponse } from 'shared/core';

/** GET /api/config: theme, version, session limits; loaded once before anything is shown. */
export type PortalConfig = PortalConfigResponse['config'];

/**
 * Read with fetch, not the API client: it needs no token, the app shows its own error, and /login
 * then renders before the HTTP client is loaded (docs/architecture/frontend.md#javascript-budgets).
 */
export async function getPortalConfig(signal?: AbortSignal): Promise<PortalConfigResponse> {
  const response = await fetch('/api/config', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/config answered ${response.status}`);
  return (await response.json()) as PortalConfigResponse;
}

/** Loads the configuration; the app hands it down through PortalConfigContext. */
export const useGetPortalConfig = () => useRequest('portal-config', getPortalConfig, { sameForEveryUser: true });

export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** The portal's configuration, or null before it is known (every reader has a default). */
export const usePortalConfig = (): PortalConfig | null => useContext(PortalConfigContext);

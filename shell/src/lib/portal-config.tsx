import { createContext, useContext } from 'react';
import { genericToastsFor, toast, useRequest, type PortalConfigResponse } from 'shared/core';

/** GET /api/config: theme, version, session limits; loaded once before anything is shown. */
export type PortalConfig = PortalConfigResponse['config'];

/**
 * Read with fetch, not the API client: it needs no token, the app shows its own error, and /login
 * then renders before the HTTP client is loaded (docs/architecture/frontend.md#javascript-budgets).
 * It is the same for everyone and the server reads no `userid`, so it goes out without one even while
 * impersonating: the page's preload of it is then used, not fetched twice (docs/architecture/data-loading.md#impersonation).
 * A failed load raises the generic toasts (docs/product/messages.md), beside the global error screen.
 */
export async function getPortalConfig(signal?: AbortSignal): Promise<PortalConfigResponse> {
  let response: Response;
  try {
    response = await fetch('/api/config', { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (!signal?.aborted) genericToastsFor(undefined, null).forEach((message) => toast.error(message));
    throw error;
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    genericToastsFor(response.status, body, response.statusText).forEach((message) => toast.error(message));
    throw new Error(`GET /api/config answered ${response.status}`);
  }
  return (await response.json()) as PortalConfigResponse;
}

/** Loads the configuration; the app hands it down through PortalConfigContext. */
export const useGetPortalConfig = () => useRequest('portal-config', getPortalConfig, { sameForEveryUser: true });

export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** The portal's configuration, or null before it is known (every reader has a default). */
export const usePortalConfig = (): PortalConfig | null => useContext(PortalConfigContext);


import { createContext, useContext } from 'react';
import { PAGE_DATA_ID, genericToastsFor, toast, useRequest, type PageData, type PortalConfigResponse } from 'shared/core';

/** GET /api/config: theme, version, session limits; loaded once before anything is shown. */
export type PortalConfig = PortalConfigResponse['config'];

let read: PageData | null | undefined;

/**
 * The answers of /api/config and /remotes.json the API server wrote into this page, or null (the
 * pre-rendered /login, or the static page nginx sends when no API server answers): the shell then
 * asks for them (docs/architecture/phone-reload.md#the-pages-own-answers). Read once per page load;
 * none at the build's pre-rendering, which has no document.
 */
export const pageData = (): PageData | null => (read ??= JSON.parse(globalThis.document?.getElementById(PAGE_DATA_ID)?.textContent ?? 'null') as PageData | null);

/**
 * Read with fetch, not the API client: it needs no token, the app shows its own error, and /login
 * then renders before the HTTP client is loaded (docs/architecture/frontend.md#javascript-budgets).
 * It is the same for everyone and the server reads no `userid`, so it goes out without one even while
 * impersonating: the page's preload of it is then used, not fetched twice (docs/architecture/data-loading.md#impersonation).
 * A failed load raises the generic toasts (docs/product/messages.md), beside the global error screen.
 */
export async function getPortalConfig(signal?: AbortSignal): Promise<PortalConfig> {
  const toasts = (...answer: Parameters<typeof genericToastsFor>) => genericToastsFor(...answer).forEach((message) => toast.error(message));
  const response = await fetch('/api/config', { signal }).catch((error: unknown) => {
    if (!signal?.aborted) toasts(undefined, null);
    throw error;
  });
  if (!response.ok) {
    toasts(response.status, await response.json().catch(() => null), response.statusText);
    throw new Error(`GET /api/config answered ${response.status}`);
  }
  return ((await response.json()) as PortalConfigResponse).config;
}

/**
 * The configuration, as the page carries it (then shown in the first render, and asked for only
 * on a retry) or else loaded; the app hands it down through PortalConfigContext.
 */
export const useGetPortalConfig = () => useRequest('portal-config', getPortalConfig, { sameForEveryUser: true, initial: () => pageData()?.config });

export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** The portal's configuration, or null before it is known (every reader has a default). */
export const usePortalConfig = (): PortalConfig | null => useContext(PortalConfigContext);


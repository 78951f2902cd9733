import { REMOTE_DEFINITIONS } from 'shared/core';

/**
 * Which remote owns which paths, read from the one list of remotes (shared/remotes.json). The
 * shell owns the layout and mounts a remote's routes at the root, so each remote declares its
 * routes with their full paths.
 */
export interface RemoteAreaConfig {
  remote: string;
  label: string;
  prefixes: readonly string[];
}

const areasWhere = (isPublic: boolean): RemoteAreaConfig[] =>
  REMOTE_DEFINITIONS.filter((remote) => remote.area.public === isPublic).map((remote) => ({
    remote: remote.name,
    label: remote.area.label,
    prefixes: remote.area.prefixes,
  }));

export const PUBLIC_AREAS: readonly RemoteAreaConfig[] = areasWhere(true);
export const PRIVATE_AREAS: readonly RemoteAreaConfig[] = areasWhere(false);

const matches = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The area whose prefix matches the most of the path: /invoices/pay is payments', not invoices'. */
export function findArea(
  pathname: string,
  areas: readonly RemoteAreaConfig[],
): RemoteAreaConfig | undefined {
  let best: { area: RemoteAreaConfig; length: number } | undefined;
  for (const area of areas) {
    for (const prefix of area.prefixes) {
      if (matches(pathname, prefix) && prefix.length > (best?.length ?? -1)) best = { area, length: prefix.length };
    }
  }
  return best?.area;
}

export const isPublicAreaPath = (pathname: string): boolean => Boolean(findArea(pathname, PUBLIC_AREAS));

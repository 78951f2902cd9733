/**
 * Which remote owns which paths (decisions §1). The shell owns the layout and mounts a remote's
 * routes at the root, so each remote declares its routes with their full paths.
 */
export interface RemoteAreaConfig {
  remote: string;
  label: string;
  prefixes: readonly string[];
}

export const PUBLIC_AREA: RemoteAreaConfig = {
  remote: 'mfe_registration',
  label: 'Registration',
  prefixes: ['/register', '/registration-request', '/request-password-reset', '/reset-password', '/auto-register'],
};

/** Order matters: the first area with a matching prefix wins. */
export const PRIVATE_AREAS: readonly RemoteAreaConfig[] = [
  {
    remote: 'mfe_payments',
    label: 'Payments',
    prefixes: ['/invoices/pay', '/invoices/payment-status', '/deposits', '/settings/payment-methods'],
  },
  { remote: 'mfe_invoices', label: 'Invoices', prefixes: ['/invoices', '/statements'] },
  { remote: 'mfe_admin', label: 'Settings', prefixes: ['/settings'] },
];

const matches = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

export function findArea(
  pathname: string,
  areas: readonly RemoteAreaConfig[],
): RemoteAreaConfig | undefined {
  return areas.find((area) => area.prefixes.some((prefix) => matches(pathname, prefix)));
}

export const isPublicAreaPath = (pathname: string): boolean => Boolean(findArea(pathname, [PUBLIC_AREA]));

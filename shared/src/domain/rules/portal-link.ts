import { isAbsoluteHttpUrl } from './urls';

/**
 * A link into the portal for a mail: the checked ApplicationUrl without its trailing slashes, and
 * the path. Throws when ApplicationUrl is not an absolute http(s) base (a value stored before the
 * rule), so no mail ever carries a javascript: or relative link.
 */
export function portalLinkFrom(applicationUrl: string, path: string): string {
  if (!isAbsoluteHttpUrl(applicationUrl, { base: true })) {
    throw new Error('ApplicationUrl is not an absolute http:// or https:// address: fix it on /settings/configuration (docs/security/configuration-values.md)');
  }
  return `${applicationUrl.replace(/\/+$/, '')}${path}`;
}

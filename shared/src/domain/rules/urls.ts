/**
 * URL settings (docs/security/configuration-values.md): an absolute http:// or https:// address
 * with a host, nothing else: no javascript:, data: or relative value, no user name or password
 * in it, and no whitespace or control characters (which URL parsers silently drop). A `base`
 * (ApplicationUrl, which mail links are built on) has no query and no fragment either.
 */
export function isAbsoluteHttpUrl(value: string, { base = false }: { base?: boolean } = {}): boolean {
  if (!/^https?:\/\//i.test(value) || /[\s\p{Cc}\p{Cf}]/u.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return false;
  if (url.username || url.password) return false;
  return !base || (url.search === '' && url.hash === '' && !value.includes('?') && !value.includes('#'));
}

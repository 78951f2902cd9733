/**
 * docs/README.md Branding: the theme comes from the host the page was served from; an unknown
 * host gets theme 1. The port is ignored (brand2.localhost:8080 is brand2.localhost).
 */
export function themeForHost(host: string | undefined, table: Record<string, number>): number {
  if (!host) return 1;
  const name = host.trim().toLowerCase().replace(/^\[([^\]]*)\](:\d+)?$/, '$1').replace(/:\d+$/, '');
  return table[name] ?? 1;
}

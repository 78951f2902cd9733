/** Parsers of the environment's values (api/src/config.ts): null when a value is not usable. */

export const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
export const THEME_COUNT = 5;

/**
 * TRUST_PROXY: 'false' (default), 'true' (believe any proxy: only when nothing but the proxy can
 * reach this server), or the proxies' addresses (the safe choice behind nginx).
 */
export function parseTrustProxy(value: string): boolean | string | null {
  if (value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
  const address = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(?:\/\d{1,3})?$/i;
  return entries.length > 0 && entries.every((e) => address.test(e)) ? entries.join(',') : null;
}

/** 'true' or 'false'; unset: the default; anything else: null. */
export function flag(value: string | undefined, unset: boolean): boolean | null {
  if (value === undefined) return unset;
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function integer(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

export function positive(value: string): number | null {
  if (!/^\d*\.?\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** A base URL without its trailing slash, so paths can be appended with '/'. */
export function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return value.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * Where browsers reach the tokenizer. TOKENIZER_PUBLIC_URL when set; else TOKENIZER_URL's origin,
 * and for a tokenizer on this machine both its 127.0.0.1 and its localhost spelling: the sandbox
 * reached at http://127.0.0.1:8090 tells browsers http://localhost:8090 (SANDBOX_PUBLIC_URL).
 */
export function browserOrigins(tokenizerUrl: string, publicUrl: string | null): string[] {
  if (publicUrl !== null) return [new URL(publicUrl).origin];
  const url = new URL(tokenizerUrl);
  const origins = [url.origin];
  if (LOCAL_HOSTS.has(url.hostname)) {
    for (const host of ['127.0.0.1', 'localhost']) {
      const alias = new URL(url.origin);
      alias.hostname = host;
      origins.push(alias.origin);
    }
  }
  return [...new Set(origins)];
}

export function parseThemeHosts(value: string): Record<string, number> | null {
  const table: Record<string, number> = {};
  for (const entry of value.split(',').map((e) => e.trim()).filter(Boolean)) {
    const match = /^([a-z0-9.-]+)=(\d+)$/i.exec(entry);
    if (!match) return null;
    const theme = Number(match[2]);
    if (theme < 1 || theme > THEME_COUNT) return null;
    table[match[1]!.toLowerCase()] = theme;
  }
  return table;
}

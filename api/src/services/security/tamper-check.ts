import { createHash } from 'node:crypto';
import type { ScriptInventoryResponse } from 'shared/server';

/**
 * What the tamper check compares (PCI DSS 11.6.1, docs/security/tamper-detection.md): each payment
 * page and every script it references, fetched through the portal's public URL as a browser would,
 * against the inventory of released scripts and the security headers the portal sends.
 */
export type FindingKind = 'script-changed' | 'script-missing' | 'script-unlisted' | 'header-changed' | 'header-missing' | 'page-unreachable';

export interface TamperFinding {
  kind: FindingKind;
  /** The payment page it was found on. */
  page: string;
  /** The file's path or the header's name. */
  subject: string;
  expected: string;
  found: string;
}

export interface TamperCheckResult {
  checkedAt: string;
  pages: number;
  scripts: number;
  findings: TamperFinding[];
}

export interface TamperCheckInput {
  /** The portal as browsers reach it (PUBLIC_URL). */
  publicUrl: string;
  inventory: ScriptInventoryResponse;
  /** Header name (lower case) to the value every page must carry. */
  headers: Record<string, string>;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** The SRI value of some bytes, as releases record it. */
export const sha384 = (bytes: Buffer): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The same-origin script paths a page's HTML names: script src, and modulepreload or script preloads. */
export function referencedScripts(html: string, origin: string): string[] {
  const found = new Set<string>();
  const tags = html.match(/<(script|link)\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
    const value = (name: string) => {
      const m = attribute(name);
      return m ? (m[2] ?? m[3] ?? m[4] ?? '') : null;
    };
    const isScript = /^<script/i.test(tag);
    const rel = value('rel')?.toLowerCase() ?? '';
    const url = isScript ? value('src') : rel === 'modulepreload' || (rel === 'preload' && value('as')?.toLowerCase() === 'script') ? value('href') : null;
    if (!url) continue;
    const resolved = new URL(url, `${origin}/`);
    // Another origin is never in the inventory: it is named as it is, and reported as unlisted.
    found.add(resolved.origin === origin ? resolved.pathname : resolved.href);
  }
  return [...found];
}

const PAGE_TIMEOUT_MS = 10_000;

/**
 * Each script is asked for as browsers ask (brotli, gzip) and plain: the server keeps a compressed
 * copy beside each file, and a change to one copy alone must show too.
 */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

/**
 * Runs the check once. Each script is fetched once however many pages name it. A page that cannot
 * be fetched is a finding too: an attacker's first move may be to take the check's view away.
 */
export async function checkLive(input: TamperCheckInput): Promise<TamperCheckResult> {
  const get = input.fetch ?? fetch;
  const origin = new URL(input.publicUrl).origin;
  const findings: TamperFinding[] = [];
  const reported = new Set<string>();
  const hashes = new Map<string, Promise<string | null>>();
  const hashOf = (file: string, encoding: (typeof ENCODINGS)[number]) => {
    const key = `${encoding} ${file}`;
    let hash = hashes.get(key);
    if (!hash) {
      // fetch decodes what the server compressed: the hash is of the bytes a browser would run.
      const init = { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS), redirect: 'manual' as const, headers: { 'accept-encoding': encoding } };
      hash = get(new URL(file, `${origin}/`), init)
        .then(async (response) => (response.ok ? sha384(Buffer.from(await response.arrayBuffer())) : null))
        .catch(() => null);
      hashes.set(key, hash);
    }
    return hash;
  };

  for (const { page, scripts } of input.inventory.pages) {
    let response: Response;
    try {
      response = await get(`${origin}${page}`, { signal: AbortSignal.timeout(PAGE_TIMEOUT_MS), headers: { accept: 'text/html' } });
    } catch (error) {
      findings.push({ kind: 'page-unreachable', page, subject: page, expected: '200', found: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (!response.ok) {
      findings.push({ kind: 'page-unreachable', page, subject: page, expected: '200', found: String(response.status) });
      continue;
    }
    for (const [name, expected] of Object.entries(input.headers)) {
      const found = response.headers.get(name);
      if (found === null) findings.push({ kind: 'header-missing', page, subject: name, expected, found: '' });
      else if (found !== expected) findings.push({ kind: 'header-changed', page, subject: name, expected, found });
    }
    const html = await response.text();
    // Builds served without a release have no inventory to hold them to: only the headers count.
    if (!input.inventory.released) continue;
    const listed = new Map(scripts.map((script) => [script.file, script.integrity]));
    for (const file of referencedScripts(html, origin)) {
      if (!listed.has(file)) findings.push({ kind: 'script-unlisted', page, subject: file, expected: 'a script of the inventory', found: file });
    }
    for (const [file, expected] of listed) {
      // A shell script is on every payment page: it is reported once, on the first.
      if (reported.has(file)) continue;
      const found = await Promise.all(ENCODINGS.map((encoding) => hashOf(file, encoding)));
      const wrong = ENCODINGS.filter((_, i) => found[i] !== expected);
      if (wrong.length === 0) continue;
      reported.add(file);
      // The same bytes whichever way it is asked for: one finding; otherwise one per copy that differs.
      const same = wrong.length === ENCODINGS.length && new Set(found).size === 1;
      for (const encoding of same ? [ENCODINGS[2]] : wrong) {
        const value = found[ENCODINGS.indexOf(encoding)] ?? null;
        const subject = encoding === 'identity' ? file : `${file} (${encoding})`;
        if (value === null) findings.push({ kind: 'script-missing', page, subject, expected, found: 'not served' });
        else findings.push({ kind: 'script-changed', page, subject, expected, found: value });
      }
    }
  }
  return {
    checkedAt: (input.now?.() ?? new Date()).toISOString(),
    pages: input.inventory.pages.length,
    scripts: new Set([...hashes.keys()].map((key) => key.slice(key.indexOf(' ') + 1))).size,
    findings,
  };
}

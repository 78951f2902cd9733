/**
 * What is kept of a CSP violation report (docs/security/client-reports.md#what-is-reported): the
 * directive and the blocked address cut to its origin and path, so that neither a query string nor
 * a fragment (which may carry a token or a name) is stored. Everything else in the report is dropped.
 */
export interface CspViolation {
  directive: string;
  blocked: string;
}

const MAX_PART = 200;

function addressOnly(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  // Keywords the browser uses instead of an address: 'inline', 'eval', 'data', 'blob'.
  if (/^[a-z-]+$/i.test(value)) return value.slice(0, MAX_PART);
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, MAX_PART);
  } catch {
    return '';
  }
}

export function cspViolationOf(report: Record<string, unknown> | undefined): CspViolation | null {
  if (!report) return null;
  const rawDirective = report['effective-directive'] ?? report['violated-directive'];
  const directive = typeof rawDirective === 'string' ? (rawDirective.split(' ')[0] ?? '') : '';
  if (!/^[a-z-]{1,40}$/.test(directive)) return null;
  return { directive, blocked: addressOnly(report['blocked-uri']) };
}

import headers from '../../../security-headers.json';

/**
 * The security headers the API server sends, from the one list in shared/security-headers.json
 * that nginx/render-config.mjs writes into nginx.conf too (docs/architecture/overview.md).
 */

/** Browsers keep to https for a year once they saw the portal over https (ignored over http). */
export const HSTS: string = headers.strictTransportSecurity;

/** The portal uses none of these browser features; neither may anything it embeds. */
export const PERMISSIONS_POLICY: string = headers.permissionsPolicy;

export interface PolicyOrigins {
  /** Origins the browser posts card data to: the tokenizer's. */
  tokenizerOrigins: readonly string[];
  /** Origins of remotes served from elsewhere (none when every remote is served from here). */
  remoteOrigins: readonly string[];
}

/**
 * The Content-Security-Policy: scripts from here (and the remotes' origins) only, inline styles for
 * emotion, and card data only to the tokenizer, whose origins stand in for $tokenizer.
 */
export function contentSecurityPolicy({ tokenizerOrigins, remoteOrigins }: PolicyOrigins): string {
  return headers.contentSecurityPolicy
    .map(([name, ...values]) =>
      [name, ...values.flatMap((value) => (value === '$tokenizer' ? tokenizerOrigins : value === '$remotes' ? remoteOrigins : [value]))].join(' '),
    )
    .join('; ');
}

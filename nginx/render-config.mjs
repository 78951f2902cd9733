// Fills the placeholders of nginx.conf: `node nginx/render-config.mjs > /etc/nginx/nginx.conf`.
// PORTAL_ROOT holds shell/ (the built shell), remotes/<name>/<version>/ and remotes.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The security headers the API server sends too, kept once (docs/architecture/overview.md). */
const HEADERS = JSON.parse(readFileSync(new URL('../shared/security-headers.json', import.meta.url), 'utf8'));

/**
 * The Content-Security-Policy of shared/security-headers.json for pages served here: $tokenizer is
 * the tokenizer's origin, and no remote comes from elsewhere ($remotes is empty).
 */
export function contentSecurityPolicy(tokenizerOrigin) {
  const fill = (value) => (value === '$tokenizer' ? [tokenizerOrigin] : value === '$remotes' ? [] : [value]);
  return HEADERS.contentSecurityPolicy.map(([name, ...values]) => [name, ...values.flatMap(fill)].join(' ')).join('; ');
}

/** Where Debian's libnginx-mod-http-brotli-static puts the module that sends the builds' .br files. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** The API server's default (api/src/config.ts): the demo hosts brand1.localhost … brand5.localhost. */
const DEFAULT_THEME_HOSTS = 'brand1.localhost=1,brand2.localhost=2,brand3.localhost=3,brand4.localhost=4,brand5.localhost=5';

/** "brand2.localhost=2,billing.example.com=3" as nginx map lines; the API server reads the same list. */
function themeHostLines(list) {
  return list
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const match = /^([a-z0-9.-]+)=([1-9][0-9]*)$/i.exec(pair);
      if (!match) throw new Error(`THEME_HOSTS: "${pair}" is not host=theme`);
      return `${match[1].toLowerCase()} ${match[2]};`;
    })
    .join('\n    ');
}

/**
 * @param {object} [o]
 * @param {boolean} [o.brotli] send the builds' .br files; by default where the module is installed
 * @param {{ listen?: string, certificate: string, key: string }} [o.tls] a TLS listener, with HTTP/2
 */
export function renderConfig({
  portalRoot = '/srv/portal',
  apiUpstreams = ['127.0.0.1:8081'],
  listen = '80',
  logDir = '/var/log/nginx',
  pidFile = '/run/nginx.pid',
  mimeTypes = '/etc/nginx/mime.types',
  tokenizerOrigin = 'https://tokenizer.invalid',
  themeHosts = DEFAULT_THEME_HOSTS,
  brotli = existsSync(BROTLI_STATIC_MODULE),
  tls = undefined,
} = {}) {
  const template = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf'), 'utf8');
  // nginx 1.22 (Debian 12) names HTTP/2 on the listen line; `http2 on;` needs 1.25.1.
  const tlsLines = tls
    ? [
        `listen ${tls.listen ?? '443'} ssl http2;`,
        `ssl_certificate ${tls.certificate};`,
        `ssl_certificate_key ${tls.key};`,
        'ssl_protocols TLSv1.2 TLSv1.3;',
        'ssl_session_cache shared:portal_tls:10m;',
      ].join('\n    ')
    : '';
  return template
    .replaceAll('__LOAD_MODULES__', brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '')
    .replaceAll('__BROTLI_STATIC__', brotli ? 'brotli_static on;' : '# brotli_static: the module is not installed')
    .replaceAll('__THEME_HOSTS__', themeHostLines(themeHosts))
    .replaceAll('__TLS__', tlsLines)
    .replaceAll('__PORTAL_ROOT__', portalRoot)
    .replaceAll('__API_UPSTREAMS__', apiUpstreams.map((u) => `server ${u};`).join('\n    '))
    .replaceAll('__LISTEN__', listen)
    .replaceAll('__LOG_DIR__', logDir)
    .replaceAll('__PID_FILE__', pidFile)
    .replaceAll('__MIME_TYPES__', mimeTypes)
    .replaceAll('__CONTENT_SECURITY_POLICY__', contentSecurityPolicy(tokenizerOrigin))
    .replaceAll('__STRICT_TRANSPORT_SECURITY__', HEADERS.strictTransportSecurity)
    .replaceAll('__PERMISSIONS_POLICY__', HEADERS.permissionsPolicy);
}

/** NGINX_BROTLI=on|off overrides the check for the module. */
function brotliSetting(value) {
  if (value === undefined || value === '') return undefined;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error('NGINX_BROTLI must be on or off');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  if (Boolean(env.TLS_CERTIFICATE) !== Boolean(env.TLS_CERTIFICATE_KEY)) {
    throw new Error('TLS_CERTIFICATE and TLS_CERTIFICATE_KEY go together');
  }
  const brotli = brotliSetting(env.NGINX_BROTLI);
  process.stdout.write(
    renderConfig({
      portalRoot: env.PORTAL_ROOT,
      apiUpstreams: env.API_UPSTREAMS?.split(','),
      listen: env.LISTEN,
      logDir: env.LOG_DIR,
      pidFile: env.PID_FILE,
      tokenizerOrigin: env.TOKENIZER_ORIGIN,
      themeHosts: env.THEME_HOSTS || undefined,
      ...(brotli === undefined ? {} : { brotli }),
      tls: env.TLS_CERTIFICATE ? { listen: env.TLS_LISTEN || undefined, certificate: env.TLS_CERTIFICATE, key: env.TLS_CERTIFICATE_KEY } : undefined,
    }),
  );
}

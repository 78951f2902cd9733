// Fills the placeholders of nginx.conf: `node nginx/render-config.mjs > /etc/nginx/nginx.conf`, or
// with --site the portal's site alone, for an nginx.conf of the host: `node nginx/render-config.mjs
// --site > /etc/nginx/conf.d/portal.conf` (docs/operations/deploying.md#nginx).
// PORTAL_ROOT holds shell/ (the built shell), remotes/<name>/<version>/ and remotes.json.
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
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

/** The folders nginx writes under LOG_DIR: its logs there, and the temp files of request and answer bodies. */
export const TEMP_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * The lines between `# __SITE_BEGINS__` and `# __SITE_ENDS__` of the http block, one level less
 * indented: what a conf.d/ file holds (it is included inside the host's http block).
 */
function siteOf(rendered) {
  const lines = rendered.split('\n');
  const begin = lines.findIndex((line) => line.trim() === '# __SITE_BEGINS__');
  const end = lines.findIndex((line) => line.trim() === '# __SITE_ENDS__');
  if (begin < 0 || end < begin) throw new Error('nginx.conf has no __SITE_BEGINS__ … __SITE_ENDS__ section');
  const body = lines.slice(begin + 1, end).map((line) => line.replace(/^ {2}/, ''));
  return [
    '# The portal site for an nginx.conf that includes conf.d/*.conf inside its http block:',
    '# rendered by nginx/render-config.mjs --site (docs/operations/deploying.md#nginx).',
    ...body,
    '',
  ].join('\n');
}

/**
 * @param {object} [o]
 * @param {boolean} [o.brotli] send the builds' .br files; by default where the module is installed
 * @param {{ listen?: string, certificate: string, key: string }} [o.tls] a TLS listener, with HTTP/2
 * @param {boolean} [o.site] the portal's site alone (conf.d/), not a whole nginx.conf
 */
export function renderConfig({
  portalRoot,
  apiUpstreams = ['127.0.0.1:8081'],
  listen = '80',
  logDir = '/var/log/nginx',
  pidFile = '/run/nginx.pid',
  mimeTypes = '/etc/nginx/mime.types',
  tokenizerOrigin,
  themeHosts = DEFAULT_THEME_HOSTS,
  brotli = existsSync(BROTLI_STATIC_MODULE),
  tls = undefined,
  site = false,
} = {}) {
  // No stand-in for either: a config with a made-up root or tokenizer would serve nothing, or refuse card entry.
  if (!portalRoot) throw new Error('renderConfig: portalRoot (PORTAL_ROOT) is required');
  if (!tokenizerOrigin) throw new Error('renderConfig: tokenizerOrigin (TOKENIZER_ORIGIN) is required');
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
  const rendered = template
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
  if (site) return siteOf(rendered);
  return rendered
    .split('\n')
    .filter((line) => !/^\s*# __SITE_(BEGINS|ENDS)__$/.test(line))
    .join('\n');
}

/**
 * What the command line needs before it renders anything (docs/operations/deploying.md#nginx): the
 * release root and the tokenizer's real origin; no default stands in for either. Answers the
 * problems, one line each (none: fine).
 */
export function problemsOf(env) {
  const problems = [];
  const root = env.PORTAL_ROOT?.trim();
  if (!root) {
    problems.push('PORTAL_ROOT is not set: the release root that holds shell/, remotes/ and remotes.json (e.g. PORTAL_ROOT=/srv/portal)');
  } else if (!path.isAbsolute(root)) {
    problems.push(`PORTAL_ROOT must be an absolute path, not "${root}"`);
  } else if (!existsSync(root) || !statSync(root).isDirectory()) {
    problems.push(`PORTAL_ROOT ${root} is not a folder: create it and release into it first (docs/operations/deploying.md#the-release-root)`);
  }
  const origin = env.TOKENIZER_ORIGIN?.trim();
  if (!origin) {
    problems.push("TOKENIZER_ORIGIN is not set: the origin browsers post card data to (e.g. TOKENIZER_ORIGIN=https://tokens.example.com), the API server's TOKENIZER_PUBLIC_URL origin");
  } else {
    let url = null;
    try {
      url = new URL(origin);
    } catch {
      // reported below
    }
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      problems.push(`TOKENIZER_ORIGIN must be an origin like https://tokens.example.com (scheme, host, port; no path), not "${origin}"`);
    } else if (url.hostname.endsWith('.invalid') || url.hostname === 'invalid') {
      problems.push(`TOKENIZER_ORIGIN ${origin} is a placeholder: give the tokenizer's real origin`);
    }
  }
  return problems;
}

/**
 * Makes LOG_DIR and nginx's temp folders in it (nginx's master makes them too when it may, but an
 * nginx started by a user without the right to create them fails at its first large body).
 * Answers the problem, or null.
 */
export function makeLogFolders(logDir) {
  try {
    for (const folder of ['', ...TEMP_FOLDERS]) mkdirSync(path.join(logDir, folder), { recursive: true });
    return null;
  } catch (error) {
    const all = ['', ...TEMP_FOLDERS].map((folder) => path.join(logDir, folder)).join(' ');
    return `LOG_DIR: ${error.code ?? error.message}: create the log and temp folders first, writable by nginx's workers: mkdir -p ${all}`;
  }
}

/** NGINX_BROTLI=on|off overrides the check for the module. */
function brotliSetting(value) {
  if (value === undefined || value === '') return undefined;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error('NGINX_BROTLI must be on or off');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = process.env;
  const site = process.argv.includes('--site');
  const problems = problemsOf(env);
  if (problems.length === 0) {
    const folders = makeLogFolders(env.LOG_DIR || '/var/log/nginx');
    if (folders) problems.push(folders);
  }
  if (problems.length > 0) {
    process.stderr.write(`render-config: nothing rendered:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
    process.exit(1);
  }
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
      site,
    }),
  );
}

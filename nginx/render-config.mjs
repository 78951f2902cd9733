// Fills the placeholders of nginx.conf: `node nginx/render-config.mjs > /etc/nginx/nginx.conf`.
// PORTAL_ROOT holds shell/ (the built shell), remotes/<name>/<version>/ and remotes.json.
import { readFileSync } from 'node:fs';
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

export function renderConfig({
  portalRoot = '/srv/portal',
  apiUpstreams = ['127.0.0.1:8081'],
  listen = '80',
  logDir = '/var/log/nginx',
  pidFile = '/run/nginx.pid',
  mimeTypes = '/etc/nginx/mime.types',
  tokenizerOrigin = 'https://tokenizer.invalid',
} = {}) {
  const template = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf'), 'utf8');
  return template
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(
    renderConfig({
      portalRoot: process.env.PORTAL_ROOT,
      apiUpstreams: process.env.API_UPSTREAMS?.split(','),
      listen: process.env.LISTEN,
      logDir: process.env.LOG_DIR,
      pidFile: process.env.PID_FILE,
      tokenizerOrigin: process.env.TOKENIZER_ORIGIN,
    }),
  );
}

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const SCRIPT = path.join(__dirname, '../render-config.mjs');
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const TEMP_FOLDERS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/**
 * render-config.mjs (docs/operations/deploying.md#nginx): no stand-in for the release root or the
 * tokenizer; the log and temp folders made; a whole nginx.conf or the portal's site alone for conf.d/.
 */
describe('render-config.mjs', () => {
  let dir: string;
  let root: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-render-'));
    chmodSync(dir, 0o755);
    root = path.join(dir, 'portal');
    mkdirSync(path.join(root, 'shell'), { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const render = (env: Record<string, string>, args: string[] = []) => {
    const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['PORTAL_ROOT', 'TOKENIZER_ORIGIN', 'LOG_DIR'].includes(name)));
    return spawnSync(process.execPath, [SCRIPT, ...args], { env: { ...base, ...env } as NodeJS.ProcessEnv, encoding: 'utf8' });
  };

  it.each([
    ['without PORTAL_ROOT', { TOKENIZER_ORIGIN: 'https://tokens.example.test' }, /PORTAL_ROOT is not set/],
    ['with a relative PORTAL_ROOT', { PORTAL_ROOT: 'srv/portal', TOKENIZER_ORIGIN: 'https://tokens.example.test' }, /PORTAL_ROOT must be an absolute path/],
    ['with a PORTAL_ROOT that is not there', { PORTAL_ROOT: '/nonexistent/portal', TOKENIZER_ORIGIN: 'https://tokens.example.test' }, /is not a folder/],
    ['without TOKENIZER_ORIGIN', { PORTAL_ROOT: '<root>' }, /TOKENIZER_ORIGIN is not set/],
    ['with a placeholder TOKENIZER_ORIGIN', { PORTAL_ROOT: '<root>', TOKENIZER_ORIGIN: 'https://tokenizer.invalid' }, /placeholder/],
    ['with a TOKENIZER_ORIGIN that has a path', { PORTAL_ROOT: '<root>', TOKENIZER_ORIGIN: 'https://tokens.example.test/tokenizer' }, /must be an origin/],
  ])('refuses to render %s, saying why', (_name, env, message) => {
    const filled = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '<root>' ? root : v]));
    const result = render({ ...filled, LOG_DIR: path.join(dir, 'refused-logs') });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(existsSync(path.join(dir, 'refused-logs'))).toBe(false);
  });

  it('makes LOG_DIR and the temp folders nginx writes in it', () => {
    const logDir = path.join(dir, 'var/log/portal-nginx');
    const result = render({ PORTAL_ROOT: root, TOKENIZER_ORIGIN: 'https://tokens.example.test', LOG_DIR: logDir });
    expect(result.status).toBe(0);
    for (const folder of ['', ...TEMP_FOLDERS]) expect(existsSync(path.join(logDir, folder))).toBe(true);
    expect(result.stdout).toContain(`client_body_temp_path ${logDir}/body;`);
    expect(result.stdout).not.toMatch(/__[A-Z_]+__/);
  });

  it('says which folders to make when it cannot', () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const result = render({ PORTAL_ROOT: root, TOKENIZER_ORIGIN: 'https://tokens.example.test', LOG_DIR: path.join(blocked, 'logs') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`mkdir -p ${path.join(blocked, 'logs')} ${path.join(blocked, 'logs/body')}`);
  });

  it('--site renders the portal site alone: no main-context directive, nothing left outside the server but maps, upstream, log format', () => {
    const result = render({ PORTAL_ROOT: root, TOKENIZER_ORIGIN: 'https://tokens.example.test', LOG_DIR: path.join(dir, 'site-logs') }, ['--site']);
    expect(result.status).toBe(0);
    const site = result.stdout;
    expect(site).not.toMatch(/__[A-Z_]+__/);
    for (const directive of ['worker_processes', 'pid ', 'events', 'http {', 'load_module', 'include ', 'default_type']) {
      expect(site).not.toContain(directive);
    }
    // Top-level blocks and directives of the site (depth 0).
    let depth = 0;
    const topLevel: string[] = [];
    for (const line of site.split('\n').map((l) => l.trim())) {
      if (!line || line.startsWith('#') || line.startsWith("'")) continue;
      if (depth === 0) topLevel.push(line.split(/\s/)[0]!);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    }
    expect([...new Set(topLevel)].sort()).toEqual(['log_format', 'map', 'server', 'upstream'].sort());
  });

  (NGINX ? it : it.skip)('--site passes nginx -t inside an http block like Debian’s own nginx.conf', () => {
    const logDir = path.join(dir, 'site-check-logs');
    const result = render(
      { PORTAL_ROOT: root, TOKENIZER_ORIGIN: 'https://tokens.example.test', LOG_DIR: logDir, LISTEN: '127.0.0.1:1', PID_FILE: path.join(dir, 'nginx.pid') },
      ['--site'],
    );
    expect(result.status).toBe(0);
    writeFileSync(path.join(dir, 'portal.conf'), result.stdout);
    // The directives Debian's nginx.conf sets in http: the site must not set them again at that level.
    writeFileSync(
      path.join(dir, 'host-nginx.conf'),
      [
        // Debian loads its dynamic modules (brotli among them) from modules-enabled/, as the site expects.
        ...(existsSync(BROTLI_STATIC_MODULE) ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${logDir}/error.log;`,
        'events { worker_connections 64; }',
        'http {',
        '  sendfile on;',
        '  tcp_nopush on;',
        '  types_hash_max_size 2048;',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        `  access_log ${logDir}/host-access.log;`,
        '  gzip on;',
        `  include ${path.join(dir, 'portal.conf')};`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX!, ['-t', '-c', path.join(dir, 'host-nginx.conf'), '-p', dir, '-e', path.join(logDir, 'error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');
  });
});

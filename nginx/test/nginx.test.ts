import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
/** Debian's libnginx-mod-http-brotli-static (render-config.mjs loads it where it is installed). */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The production nginx configuration, rendered and run by the real nginx (apt package nginx-light). */
describe('nginx', () => {
  let dir: string;
  let nginx: ChildProcess;
  let api: Server;
  let base: string;
  const apiCalls: string[] = [];
  const apiRequestIds: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-nginx-'));
    // nginx workers run as an unprivileged user: they must be able to read the files.
    chmodSync(dir, 0o755);
    const root = path.join(dir, 'portal');
    mkdirSync(path.join(root, 'shell'), { recursive: true });
    mkdirSync(path.join(root, 'remotes/mfe-invoices/1.0.0'), { recursive: true });
    mkdirSync(path.join(dir, 'logs'));
    writeFileSync(path.join(root, 'shell/index.html'), '<!doctype html><title>portal</title>');
    writeFileSync(path.join(root, 'shell/1261.94236490.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'shell/1261.94236490.js.map'), '{"sources":["secret.ts"]}');
    // The build's precompressed copies, told apart from what nginx would compress itself.
    writeFileSync(path.join(root, 'shell/1261.94236490.js.br'), brotliCompressSync('console.log("from .br")'));
    writeFileSync(path.join(root, 'shell/1261.94236490.js.gz'), gzipSync('console.log("from .gz")'));
    mkdirSync(path.join(root, 'shell/pages'));
    writeFileSync(path.join(root, 'shell/pages/login-1.html'), '<!doctype html><title>Log In – brand 1</title>');
    writeFileSync(path.join(root, 'shell/pages/login-2.html'), '<!doctype html><title>Log In – brand 2</title>');
    writeFileSync(path.join(root, 'remotes/mfe-invoices/1.0.0/remoteEntry.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(path.join(root, 'remotes.json'), JSON.stringify({ mfe_invoices: '/remotes/mfe-invoices/1.0.0/mf-manifest.json' }));
    writeFileSync(path.join(root, 'remotes/mfe-invoices/1.0.0/mf-manifest.json'), '{"name":"mfe_invoices"}');
    writeFileSync(path.join(root, 'remotes/mfe-invoices/1.0.0/remoteEntry.js'), 'var mfe_invoices;');
    writeFileSync(path.join(root, 'remotes/mfe-invoices/1.0.0/521.a1b2c3d4.js'), 'chunk');
    // A release being copied (tooling/releases.js writes it under a dot-name, then renames it).
    mkdirSync(path.join(root, 'remotes/mfe-invoices/.1.0.1-0badc0de.42.tmp'));
    writeFileSync(path.join(root, 'remotes/mfe-invoices/.1.0.1-0badc0de.42.tmp/mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'history.json'), '{"events":[]}');

    const apiPort = await freePort();
    // A second upstream nobody listens on: a stopped instance.
    const stoppedPort = await freePort();
    api = createServer((req, res) => {
      apiCalls.push(`${req.method} ${req.url} host=${req.headers.host}`);
      apiRequestIds.push(String(req.headers['x-request-id']));
      // As the API server does: the id it was given goes back in the answer.
      res.setHeader('x-request-id', String(req.headers['x-request-id']));
      res.setHeader('content-type', 'application/json');
      if (req.url === '/remotes.json') {
        // As the API server does: one answer per browser, by its bucket cookie (set on the first answer).
        const bucket = /portal_bucket=(\d+)/.exec(req.headers.cookie ?? '')?.[1];
        if (!bucket) res.setHeader('set-cookie', 'portal_bucket=7; Path=/; HttpOnly; SameSite=Lax');
        res.setHeader('vary', 'Cookie');
        res.setHeader('cache-control', 'private, no-cache');
        const release = Number(bucket ?? 7) < 50 ? '1.1.0' : '1.0.0';
        res.end(JSON.stringify({ mfe_invoices: `/remotes/mfe-invoices/${release}/mf-manifest.json` }));
        return;
      }
      if (!req.url!.startsWith('/api/') && !req.url!.startsWith('/health/')) {
        // As the API server does: the shell's page with what the address starts with; 404 for a
        // file. /no-answer stands for no API server answering (504, which unlike 503 does not take
        // the instance out of nginx's rotation for the tests after this one).
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('cache-control', 'private, no-cache');
        res.setHeader('x-frame-options', 'DENY');
        if (req.url === '/no-answer') res.statusCode = 504;
        if (/\.[a-z]+$/.test(req.url!)) res.statusCode = 404;
        res.end(`<!doctype html><title>portal</title><link rel="preload" as="script" href="/first.js" data-page="${req.url}">`);
        return;
      }
      // As the API server does: nginx must answer with its own values, once.
      res.setHeader('cache-control', 'no-store');
      res.setHeader('x-frame-options', 'DENY');
      res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
      res.end('{"ok":true}');
    }).listen(apiPort, '127.0.0.1');

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = spawnSync(process.execPath, [path.join(__dirname, '../render-config.mjs')], {
      env: { ...process.env, PORTAL_ROOT: root, API_UPSTREAMS: `127.0.0.1:${stoppedPort},127.0.0.1:${apiPort}`, LISTEN: `127.0.0.1:${port}`, LOG_DIR: path.join(dir, 'logs'), PID_FILE: path.join(dir, 'nginx.pid'), TOKENIZER_ORIGIN: 'https://tokens.example.test' },
      encoding: 'utf8',
    });
    writeFileSync(path.join(dir, 'nginx.conf'), config.stdout);

    const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log')], { encoding: 'utf8' });
    expect(check.stderr).toContain('test is successful');

    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch(`${base}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });

  afterAll(() => {
    nginx?.kill('SIGQUIT');
    api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("asks the API servers for a page, which name its first screen in it; the built page when none can answer", async () => {
    const page = await fetch(`${base}/invoices/detail/5`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-page="/invoices/detail/5"');
    expect(apiCalls).toContain("GET /invoices/detail/5 host=127.0.0.1");
    const fallback = await fetch(`${base}/no-answer`);
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toBe('<!doctype html><title>portal</title>');
    // A file that is not there is no page.
    expect((await fetch(`${base}/1261.00000000.js`)).status).toBe(404);
  });

  it("sends a page with nginx's own headers: private no-cache, nosniff, DENY and the policy", async () => {
    const page = await fetch(`${base}/invoices/detail/5`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>portal</title>');
    // The page carries the browser's side of a canary split, as /remotes.json does.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self' https://tokens.example.test");
  });

  /** A GET with the raw bytes of the answer (fetch would decode them) and a Host of our choosing. */
  function raw(url: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
      const req = request(`${base}${url}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends /login as the build pre-rendered it for the brand of the host', async () => {
    expect((await raw('/login', { host: 'brand2.localhost' })).bytes.toString()).toContain('Log In – brand 2');
    const unknown = await raw('/login', { host: 'portal.example.test' });
    expect(unknown.bytes.toString()).toContain('Log In – brand 1');
    expect(unknown.headers['cache-control']).toBe('no-cache');
    // Other page paths keep the shell's page.
    expect((await raw('/invoices', { host: 'brand2.localhost' })).bytes.toString()).toContain('<title>portal</title>');
  });

  it('sends the gzip file made at build time, and the brotli one where nginx has the module', async () => {
    const gz = await raw('/1261.94236490.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe('console.log("from .gz")');
    const br = await raw('/1261.94236490.js', { 'accept-encoding': 'gzip, br' });
    if (existsSync(BROTLI_STATIC_MODULE)) {
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toBe('console.log("from .br")');
    } else {
      expect(br.headers['content-encoding']).toBe('gzip');
    }
    const plain = await raw('/1261.94236490.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe('console.log(1)');
  });

  it('caches content-hashed chunks for good', async () => {
    const chunk = await fetch(`${base}/1261.94236490.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('passes /remotes.json to the API servers, which answer per browser (a canary\'s share), and serves versioned remotes', async () => {
    const manifest = await fetch(`${base}/remotes.json`);
    expect(await manifest.json()).toEqual({ mfe_invoices: '/remotes/mfe-invoices/1.1.0/mf-manifest.json' });
    expect(manifest.headers.get('set-cookie')).toBe('portal_bucket=7; Path=/; HttpOnly; SameSite=Lax');
    expect(manifest.headers.get('vary')).toMatch(/Cookie/);
    expect(manifest.headers.get('cache-control')).toBe('private, no-cache');
    // The browser's cookie reaches the API server: the other side of the split.
    const other = await fetch(`${base}/remotes.json`, { headers: { cookie: 'portal_bucket=80' } });
    expect(await other.json()).toEqual({ mfe_invoices: '/remotes/mfe-invoices/1.0.0/mf-manifest.json' });
    expect(apiCalls).toContain('GET /remotes.json host=127.0.0.1');
    expect((await fetch(`${base}/remotes/mfe-invoices/1.0.0/mf-manifest.json`)).status).toBe(200);
    expect((await fetch(`${base}/remotes/mfe-admin/1.0.0/mf-manifest.json`)).status).toBe(404);
  });

  it('revalidates every remote manifest and entry, caches a remote\'s hashed chunks for good, and hides the rest of the root', async () => {
    for (const url of ['/remotes/mfe-invoices/1.0.0/mf-manifest.json', '/remotes/mfe-invoices/1.0.0/remoteEntry.js', '/']) {
      expect((await fetch(`${base}${url}`)).headers.get('cache-control')).toBe('no-cache');
    }
    const chunk = await fetch(`${base}/remotes/mfe-invoices/1.0.0/521.a1b2c3d4.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/remotes/mfe-invoices/.1.0.1-0badc0de.42.tmp/mf-manifest.json`)).status).toBe(404);
    expect(await (await fetch(`${base}/history.json`)).text()).not.toContain('events');
  });

  it('sends every call, POSTs included, to an instance that answers when another is stopped', async () => {
    const before = apiCalls.length;
    for (let i = 0; i < 6; i += 1) {
      const response = await fetch(`${base}/api/token/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(response.status).toBe(200);
    }
    expect(apiCalls.slice(before).filter((c) => c.startsWith('POST /api/token/login'))).toHaveLength(6);
  });

  it('proxies /api to the API servers with the original host', async () => {
    // fetch() will not send a Host of our choosing; http.request will.
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}/api/config`, { headers: { host: 'brand2.localhost' } }, (res) => {
        let data = '';
        res.on('data', (c) => (data += c));
        res.on('end', () => resolve(data));
      });
      req.on('error', reject);
      req.end();
    });
    expect(JSON.parse(body)).toEqual({ ok: true });
    expect(apiCalls).toContain('GET /api/config host=brand2.localhost');
  });

  it('sends HSTS and Permissions-Policy on pages and API answers, and no-store once on every /api answer', async () => {
    for (const url of ['/', '/invoices', '/remotes.json', '/api/config', '/api/token/login']) {
      const response = await fetch(`${base}${url}`);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    for (const url of ['/api/config', '/api/token/login']) {
      expect((await fetch(`${base}${url}`)).headers.get('cache-control')).toBe('no-store');
    }
  });

  it("passes its $request_id to the API server, answers it once, and writes it in the access log line", async () => {
    const sent = apiRequestIds.length;
    // A client's own X-Request-Id is not believed: nginx's id is the one followed.
    const response = await fetch(`${base}/api/config`, { headers: { 'x-request-id': 'client-chosen-id' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(apiRequestIds.slice(sent)).toEqual([id]);
    // A page nginx answers alone names its id too.
    expect((await fetch(`${base}/`)).headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((r) => setTimeout(r, 200));
    const log = readFileSync(path.join(dir, 'logs/access.log'), 'utf8');
    expect(log).toMatch(new RegExp(`"GET /api/config HTTP/1\\.1" 200 .* request_id=${id} `));
  });

  it('never serves /metrics: Prometheus scrapes each API server itself', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
  });

  it('never serves source maps', async () => {
    for (const url of ['/1261.94236490.js.map', '/remotes/mfe-invoices/1.0.0/remoteEntry.js.map']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret.ts');
    }
  });
});

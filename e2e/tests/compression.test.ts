import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEMO_PASSWORD } from '../src/browser';
import { freePort } from '../src/ports';
import { repoRoot } from '../src/portal';
import { sharedPortal } from '../src/shared-portal';

const SHELL_DIST = path.join(repoRoot, 'shell', 'dist');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
/** Debian's libnginx-mod-http-brotli-static: nginx/render-config.mjs loads it where it is installed. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A GET with the raw bytes of the answer (fetch would decode them). */
function rawGet(base: string, urlPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
    const req = request(`${base}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The largest script of the built shell: a file every visitor downloads, and one worth compressing. */
function largestShellScript(): string {
  return readdirSync(SHELL_DIST)
    .filter((f) => f.endsWith('.js'))
    .sort((a, b) => statSync(path.join(SHELL_DIST, b)).size - statSync(path.join(SHELL_DIST, a)).size)[0]!;
}

/**
 * The files the build compressed (tooling/federation.js: brotli quality 11, gzip level 9) are sent
 * as they are, byte for byte: the server compresses nothing itself (docs/operations/deploying.md#compression).
 */
async function expectPrecompressed(base: string, urlPath: string, file: string, { brotli = true } = {}) {
  const plain = readFileSync(file);
  const br = await rawGet(base, urlPath, { 'accept-encoding': 'gzip, deflate, br' });
  expect(br.status).toBe(200);
  if (brotli) {
    expect(br.encoding).toBe('br');
    expect(br.bytes.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(zlib.brotliDecompressSync(br.bytes).equals(plain)).toBe(true);
  }
  const gz = await rawGet(base, urlPath, { 'accept-encoding': 'gzip' });
  expect(gz.encoding).toBe('gzip');
  expect(gz.bytes.equals(readFileSync(`${file}.gz`))).toBe(true);
  expect(zlib.gunzipSync(gz.bytes).equals(plain)).toBe(true);
  const none = await rawGet(base, urlPath, {});
  expect(none.encoding).toBeUndefined();
  expect(none.bytes.equals(plain)).toBe(true);
}

describe('precompressed static files', () => {
  const { url } = sharedPortal();

  it('has a brotli and a gzip file beside every script, page and theme file of the build', () => {
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(js|html|svg|json)$/.test(entry.name) && statSync(file).size >= 1024) {
          for (const ext of ['.br', '.gz']) if (!existsSync(`${file}${ext}`)) missing.push(`${path.relative(SHELL_DIST, file)}${ext}`);
        }
      }
    };
    walk(SHELL_DIST);
    expect(missing).toEqual([]);
  });

  it('are sent as they are by the API server: the pre-rendered /login and the scripts', async () => {
    await expectPrecompressed(url, '/login', path.join(SHELL_DIST, 'pages', 'login-1.html'));
    const script = largestShellScript();
    await expectPrecompressed(url, `/${script}`, path.join(SHELL_DIST, script));
  });

  describe('through nginx', () => {
    let dir: string;
    let nginx: ChildProcess | undefined;
    let base: string;

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'portal-compression-'));
      // nginx's workers run as an unprivileged user: they must be able to read the files.
      chmodSync(dir, 0o755);
      const root = path.join(dir, 'portal');
      cpSync(SHELL_DIST, path.join(root, 'shell'), { recursive: true, filter: (source) => !source.endsWith('.map') });
      writeFileSync(path.join(root, 'remotes.json'), '{}');
      mkdirSync(path.join(dir, 'logs'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const config = spawnSync(process.execPath, [path.join(repoRoot, 'nginx/render-config.mjs')], {
        env: {
          ...process.env,
          PORTAL_ROOT: root,
          API_UPSTREAMS: `127.0.0.1:${new URL(url).port}`,
          LISTEN: `127.0.0.1:${port}`,
          LOG_DIR: path.join(dir, 'logs'),
          PID_FILE: path.join(dir, 'nginx.pid'),
          TOKENIZER_ORIGIN: 'https://tokens.example.test',
        },
        encoding: 'utf8',
      });
      expect(config.status).toBe(0);
      writeFileSync(path.join(dir, 'nginx.conf'), config.stdout);
      nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
      for (let i = 0; i < 100; i += 1) {
        try {
          await fetch(`${base}/remotes.json`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    });

    afterAll(() => {
      nginx?.kill('SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    });

    it('sends them as they are: gzip_static always, brotli_static where nginx has the module', async () => {
      const brotli = existsSync(BROTLI_STATIC_MODULE);
      await expectPrecompressed(base, '/login', path.join(SHELL_DIST, 'pages', 'login-1.html'), { brotli });
      const script = largestShellScript();
      await expectPrecompressed(base, `/${script}`, path.join(SHELL_DIST, script), { brotli });
    });
  });
});

/** Large API answers are compressed per Accept-Encoding and decode to the very same documents. */
describe('compressed API answers', () => {
  const { url } = sharedPortal();

  /** A POST with the raw bytes of the answer: Node's fetch would decode them before we could look. */
  function post(path: string, body: unknown, headers: Record<string, string>) {
    return new Promise<{ status: number; encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
      const req = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
  }

  it('sends the 5,000-document search of bulk@portal.test as brotli or gzip, at most 15 % of its size, decoding to the same answer', async () => {
    const login = await post('/api/token/login', { login: 'bulk@portal.test', password: DEMO_PASSWORD }, {});
    const { token } = JSON.parse(login.bytes.toString()) as { token: string };
    const search = {
      payer_data: { customer_number: '900100', company_code: '2000' },
      soldto_data: null,
      search_parameters: { document_type: '01', status: '01', date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] },
    };
    const auth = { authorization: `Bearer ${token}` };
    const plain = await post('/api/Invoice', search, auth);
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    const answer = JSON.parse(plain.bytes.toString()) as { document_list: unknown[] };
    expect(answer.document_list.length).toBeGreaterThan(1000);

    const br = await post('/api/Invoice', search, { ...auth, 'accept-encoding': 'br' });
    expect(br.encoding).toBe('br');
    expect(br.bytes.length).toBeLessThanOrEqual(plain.bytes.length * 0.15);
    expect(JSON.parse(zlib.brotliDecompressSync(br.bytes).toString())).toEqual(answer);

    const gzip = await post('/api/Invoice', search, { ...auth, 'accept-encoding': 'gzip' });
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.bytes.length).toBeLessThanOrEqual(plain.bytes.length * 0.15);
    expect(JSON.parse(zlib.gunzipSync(gzip.bytes).toString())).toEqual(answer);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { databases, type PreparedDatabase } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { buildTestApp, useApiTest } from './helpers/test-app';

/** A STATIC_ROOT with a built shell and one built remote (mfe-invoices); the others are missing. */
function builtPortal(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-built-'));
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(path.join(shell, 'help'), { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body></body></html>');
  writeFileSync(path.join(shell, 'main.3f9a1c2b.js'), 'console.log("main")');
  writeFileSync(path.join(shell, 'logo.svg'), '<svg/>');
  writeFileSync(path.join(shell, 'help', 'portal-help.pdf'), '%PDF-1.4');
  const invoices = path.join(root, 'mfe-invoices', 'dist');
  mkdirSync(invoices, { recursive: true });
  writeFileSync(path.join(invoices, 'mf-manifest.json'), '{"name":"mfe_invoices"}');
  writeFileSync(path.join(invoices, 'remoteEntry.js'), 'var mfe_invoices;');
  writeFileSync(path.join(invoices, 'remoteEntry.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(shell, 'main.3f9a1c2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(path.join(invoices, '521.a1b2c3d4e5.js'), 'chunk');
  writeFileSync(path.join(invoices, '521.a1b2c3d4e5.js.br'), brotliCompressSync('chunk'));
  writeFileSync(path.join(invoices, '521.a1b2c3d4e5.js.gz'), gzipSync('chunk'));
  // The pre-rendered login, one page per brand, each with the build's .br and .gz beside it.
  mkdirSync(path.join(shell, 'pages'));
  for (const brand of [1, 2]) {
    const page = `<!doctype html><title>Log In – brand ${brand}</title>`;
    writeFileSync(path.join(shell, 'pages', `login-${brand}.html`), page);
    writeFileSync(path.join(shell, 'pages', `login-${brand}.html.br`), brotliCompressSync(page));
    writeFileSync(path.join(shell, 'pages', `login-${brand}.html.gz`), gzipSync(page));
  }
  writeFileSync(path.join(shell, 'main.3f9a1c2b.js.br'), brotliCompressSync('console.log("main")'));
  writeFileSync(path.join(shell, 'main.3f9a1c2b.js.gz'), gzipSync('console.log("main")'));
  return root;
}

describe.each(databases)('static portal ($name)', (database) => {
  const t = useApiTest(database, { env: { STATIC_ROOT: builtPortal() } });
  let app: FastifyInstance;
  let erp: FakeErp;
  let prepared: PreparedDatabase;
  let manifestFile: string;
  beforeAll(() => {
    ({ app, erp, prepared } = t);
    manifestFile = path.join(mkdtempSync(path.join(tmpdir(), 'portal-manifest-')), 'remotes.json');
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the shell at / with no-cache, private: the page carries its browser\'s side of a canary split', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it("writes the page's own answers of /api/config and /remotes.json into it, as those answer them", async () => {
    const response = await get('/invoices');
    const block = /<script type=application\/json id=page-data>([^<]*)<\/script>/.exec(response.body);
    const data = JSON.parse(block![1]!);
    expect(data.config).toEqual((await get('/api/config')).json().config);
    expect(data.remotes).toEqual((await get('/remotes.json')).json());
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of ['/invoices', '/invoices/detail/90001001', '/settings/users/12?tab=1', '/help']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
    }
  });

  it('does not fall back for files, /api, /health or /remotes', async () => {
    expect((await get('/missing.js')).statusCode).toBe(404);
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json().statusCode).toBe(404);
    expect((await get('/health/unknown')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-invoices/unknown')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/invoices' })).statusCode).toBe(404);
  });

  it('never hands out source maps, even when a build left them in dist', async () => {
    for (const url of ['/main.3f9a1c2b.js.map', '/remotes/mfe-invoices/remoteEntry.js.map', '/MAIN.3f9a1c2b.js.MAP']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it('caches hashed files for a year and other files not at all', async () => {
    const hashed = await get('/main.3f9a1c2b.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/logo.svg')).headers['cache-control']).toBe('no-cache');
    expect((await get('/help/portal-help.pdf')).statusCode).toBe(200);
  });

  it('serves a built remote under /remotes/<name>/', async () => {
    const manifest = await get('/remotes/mfe-invoices/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'mfe_invoices' });
    expect((await get('/remotes/mfe-invoices/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/mfe-invoices/521.a1b2c3d4e5.js')).headers['cache-control']).toContain('immutable');
  });

  it('sends the compressed file made at build time when the browser accepts it', async () => {
    const url = '/remotes/mfe-invoices/521.a1b2c3d4e5.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('chunk');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('chunk');
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('chunk');
  });

  it("sends /login as the build pre-rendered it for the host's brand, precompressed as the browser accepts", async () => {
    const brand2 = await app.inject({ method: 'GET', url: '/login', headers: { host: 'brand2.localhost:8080', 'accept-encoding': 'gzip, deflate, br' } });
    expect(brand2.statusCode).toBe(200);
    expect(brand2.headers['content-type']).toMatch(/text\/html/);
    expect(brand2.headers['content-encoding']).toBe('br');
    expect(brand2.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brand2.rawPayload).toString()).toContain('Log In – brand 2');
    const unknown = await app.inject({ method: 'GET', url: '/login?next=1', headers: { host: 'portal.example.test', 'accept-encoding': 'gzip' } });
    expect(unknown.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(unknown.rawPayload).toString()).toContain('Log In – brand 1');
    // A brand the build has no page for, and every other page path, get the shell's page.
    expect((await app.inject({ method: 'GET', url: '/login', headers: { host: 'brand3.localhost' } })).body).toContain('<title>shell</title>');
    expect((await app.inject({ method: 'GET', url: '/invoices', headers: { host: 'brand2.localhost' } })).body).toContain('<title>shell</title>');
  });

  it('sends the page it writes per address compressed as the browser accepts, brotli first', async () => {
    const br = await app.inject({ method: 'GET', url: '/invoices', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>shell</title>');
    const gz = await app.inject({ method: 'GET', url: '/invoices', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>shell</title>');
    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0.0']) {
      const plain = await app.inject({ method: 'GET', url: '/invoices', headers: refused ? { 'accept-encoding': refused } : {} });
      expect({ refused, encoding: plain.headers['content-encoding'], body: plain.body }).toEqual({ refused, encoding: undefined, body: expect.stringContaining('<title>shell</title>') });
    }
  });

  it("sends the shell's own files precompressed too", async () => {
    const br = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("main")');
    const gz = await app.inject({ method: 'GET', url: '/main.3f9a1c2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log("main")');
  });

  it('answers 404 for a remote that is not built or not known', async () => {
    expect((await get('/remotes/mfe-admin/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/evil/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/remotes/mfe-invoices/../../shell/dist/index.html')).statusCode).not.toBe(200);
  });

  it('serves the generated remotes manifest', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.json()).toEqual({
      mfe_invoices: '/remotes/mfe-invoices/mf-manifest.json',
      mfe_payments: '/remotes/mfe-payments/mf-manifest.json',
      mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
      mfe_registration: '/remotes/mfe-registration/mf-manifest.json',
    });
  });

  it('serves REMOTES_MANIFEST and picks up edits without a restart', async () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1100)); // re-read at most once a second
    writeFileSync(manifestFile, JSON.stringify({ mfe_admin: '/remotes/mfe-admin/1.0.0/mf-manifest.json' }));
    const custom = await buildTestApp(prepared, erp.url, { REMOTES_MANIFEST: manifestFile, STATIC_ROOT: builtPortal() });
    const manifest = async () => (await custom.inject({ method: 'GET', url: '/remotes.json' })).json();
    try {
      expect(await manifest()).toEqual({ mfe_admin: '/remotes/mfe-admin/1.0.0/mf-manifest.json' });
      // Rolling back a remote is an edit of the manifest, nothing else.
      writeFileSync(manifestFile, JSON.stringify({ mfe_admin: '/remotes/mfe-admin/0.9.0/mf-manifest.json' }));
      await settle();
      expect((await manifest()).mfe_admin).toContain('0.9.0');
      // A broken edit keeps the last good manifest.
      writeFileSync(manifestFile, '{ broken');
      await settle();
      expect((await manifest()).mfe_admin).toContain('0.9.0');
      // A remote on another origin is admitted by the CSP.
      writeFileSync(manifestFile, JSON.stringify({ mfe_admin: 'https://cdn.example.com/mfe-admin/2.0.0/mf-manifest.json' }));
      await settle();
      const response = await custom.inject({ method: 'GET', url: '/remotes.json' });
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self' https://cdn.example.com");
    } finally {
      await custom.close();
    }
  });

  it('starts and answers 404 when nothing is built yet', async () => {
    const bare = await buildTestApp(prepared, erp.url, { STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'portal-empty-')) });
    try {
      expect((await bare.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/invoices' })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/remotes/mfe-invoices/mf-manifest.json' })).statusCode).toBe(404);
      expect((await bare.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

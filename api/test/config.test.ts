import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, defaultRemotesManifest, loadConfig, loadToolConfig, readRemotesManifest } from '../src/config';
import { repoRoot } from '../src/paths';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
/** `npm start`, `npm run dev` and the tests say so; nothing else turns it on. */
const SANDBOX = { SANDBOX_MODE: 'true' } as const;

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...SANDBOX, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => p.variable);
  }
  return [];
}

describe('configuration', () => {
  it('has working defaults for a local start in sandbox mode', () => {
    const config = loadConfig(SANDBOX);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      dataDir: path.join(repoRoot(), '.data', 'pglite'),
      erpUrl: 'http://127.0.0.1:8090/erp',
      tokenizerUrl: 'http://127.0.0.1:8090/tokenizer',
      tokenizerBrowserOrigins: ['http://127.0.0.1:8090', 'http://localhost:8090'],
      sandboxMode: true,
      jwtSecret: null,
      accessTokenTtlSeconds: 900,
      idleTimeoutMinutes: 30,
      refreshIntervalMinutes: 5,
      staticRoot: repoRoot(),
      remotesManifestPath: null,
      logLevel: 'info',
    });
    expect(config.themeHosts).toEqual({
      'brand1.localhost': 1,
      'brand2.localhost': 2,
      'brand3.localhost': 3,
      'brand4.localhost': 4,
      'brand5.localhost': 5,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      ERP_URL: 'https://erp.example.com/api/',
      TOKENIZER_URL: 'https://tokens.example.com',
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL_SECONDS: '60',
      IDLE_TIMEOUT_MINUTES: '0.1',
      REFRESH_INTERVAL_MINUTES: '0.05',
      STATIC_ROOT: '/srv/portal',
      THEME_HOSTS: 'Pay.Example.com=2, other.example.com=5',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u@db:5432/portal',
      erpUrl: 'https://erp.example.com/api',
      tokenizerUrl: 'https://tokens.example.com',
      tokenizerBrowserOrigins: ['https://tokens.example.com'],
      sandboxMode: false,
      jwtSecret: SECRET,
      accessTokenTtlSeconds: 60,
      idleTimeoutMinutes: 0.1,
      refreshIntervalMinutes: 0.05,
      staticRoot: '/srv/portal',
      themeHosts: { 'pay.example.com': 2, 'other.example.com': 5 },
      logLevel: 'warn',
    });
  });

  it('keeps in-memory PGlite for DATA_DIR=memory://', () => {
    expect(loadConfig({ ...SANDBOX, DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('lets browsers post to the tokenizer where TOKENIZER_PUBLIC_URL says, else where TOKENIZER_URL is', () => {
    const sandbox = loadConfig({ ...SANDBOX, TOKENIZER_URL: 'http://localhost:41234/tokenizer' });
    expect(sandbox.tokenizerBrowserOrigins).toEqual(['http://localhost:41234', 'http://127.0.0.1:41234']);
    const split = loadConfig({ ...SANDBOX, TOKENIZER_URL: 'http://tokenizer.internal:8090/tokenizer', TOKENIZER_PUBLIC_URL: 'https://pay.example.com/tokenizer/' });
    expect(split).toMatchObject({ tokenizerUrl: 'http://tokenizer.internal:8090/tokenizer', tokenizerBrowserOrigins: ['https://pay.example.com'] });
  });

  it('turns sandbox mode on only with SANDBOX_MODE=true, never by itself (docs/security/sandbox-mode.md)', () => {
    // A production start with a local ERP sidecar: not the sandbox, so no generated JWT secret either.
    expect(loadConfig({ ERP_URL: 'http://localhost:8090/erp', JWT_SECRET: SECRET }).sandboxMode).toBe(false);
    expect(loadConfig({ ERP_URL: 'http://127.0.0.1:8090/erp', TOKENIZER_URL: 'http://127.0.0.1:8090/tokenizer', JWT_SECRET: SECRET }).sandboxMode).toBe(false);
    expect(loadConfig({ JWT_SECRET: SECRET }).sandboxMode).toBe(false);
    expect(loadConfig({ SANDBOX_MODE: '', JWT_SECRET: SECRET }).sandboxMode).toBe(false);
    expect(() => loadConfig({})).toThrow(/JWT_SECRET: is required outside sandbox mode/);
    expect(() => loadConfig({ ERP_URL: 'http://localhost:8090/erp' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ERP_URL: 'https://erp.example.com', JWT_SECRET: SECRET }).sandboxMode).toBe(false);
    expect(loadConfig({ SANDBOX_MODE: 'false', JWT_SECRET: SECRET }).sandboxMode).toBe(false);
    expect(loadConfig({ SANDBOX_MODE: 'true', ERP_URL: 'https://erp.example.com' }).sandboxMode).toBe(true);
    expect(loadConfig({ SANDBOX_MODE: 'true' })).toMatchObject({ sandboxMode: true, jwtSecret: null });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ERP_URL', { ERP_URL: 'not a url' }],
    ['ERP_URL', { ERP_URL: 'ftp://erp' }],
    ['TOKENIZER_URL', { TOKENIZER_URL: '::' }],
    ['TOKENIZER_PUBLIC_URL', { TOKENIZER_PUBLIC_URL: 'localhost:8090' }],
    ['SANDBOX_MODE', { SANDBOX_MODE: 'yes' }],
    ['JWT_SECRET', { SANDBOX_MODE: 'false' }],
    ['JWT_SECRET', { SANDBOX_MODE: 'false', JWT_SECRET: 'short' }],
    ['JWT_SECRET', { SANDBOX_MODE: 'true', JWT_SECRET: 'short' }],
    ['ACCESS_TOKEN_TTL_SECONDS', { ACCESS_TOKEN_TTL_SECONDS: '0' }],
    ['ACCESS_TOKEN_TTL_SECONDS', { ACCESS_TOKEN_TTL_SECONDS: '1.5' }],
    ['IDLE_TIMEOUT_MINUTES', { IDLE_TIMEOUT_MINUTES: '0' }],
    ['IDLE_TIMEOUT_MINUTES', { IDLE_TIMEOUT_MINUTES: 'soon' }],
    ['REFRESH_INTERVAL_MINUTES', { REFRESH_INTERVAL_MINUTES: '-5' }],
    ['REMOTES_MANIFEST', { REMOTES_MANIFEST: '/no/such/remotes.json' }],
    ['THEME_HOSTS', { THEME_HOSTS: 'brand9.localhost=9' }],
    ['THEME_HOSTS', { THEME_HOSTS: 'just-a-host' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['CANARY_MIN_LOADS', { CANARY_MIN_LOADS: '0' }],
    ['CANARY_ERROR_MARGIN', { CANARY_ERROR_MARGIN: '5%' }],
    ['CANARY_ERROR_MARGIN', { CANARY_ERROR_MARGIN: '1' }],
    ['CANARY_PROMOTE_AFTER_MINUTES', { CANARY_PROMOTE_AFTER_MINUTES: 'an hour' }],
    ['JOBS_LEASE_SECONDS', { JOBS_LEASE_SECONDS: '0' }],
    ['JOBS_LEASE_SECONDS', { JOBS_LEASE_SECONDS: '5m' }],
  ])('names %s when it is bad', (variable, env) => {
    expect(problemsOf(env)).toEqual([variable]);
  });

  it('reads the job queue\'s lease, 300 s unless set', () => {
    expect(loadConfig(SANDBOX).jobLeaseSeconds).toBe(300);
    expect(loadConfig({ ...SANDBOX, JOBS_LEASE_SECONDS: '30' }).jobLeaseSeconds).toBe(30);
  });

  it('reads the canary watch\'s settings, with defaults', () => {
    expect(loadConfig(SANDBOX).canaryWatch).toEqual({ minLoads: 50, margin: 0.05, promoteAfterMinutes: 60 });
    expect(loadConfig({ ...SANDBOX, CANARY_MIN_LOADS: '200', CANARY_ERROR_MARGIN: '0.02', CANARY_PROMOTE_AFTER_MINUTES: '240' }).canaryWatch).toEqual({
      minLoads: 200,
      margin: 0.02,
      promoteAfterMinutes: 240,
    });
  });

  it('believes forwarded addresses only from the proxies TRUST_PROXY names', () => {
    expect(loadConfig(SANDBOX).trustProxy).toBe(false);
    expect(loadConfig({ ...SANDBOX, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ ...SANDBOX, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...SANDBOX, TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1 ' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,::1');
    for (const bad of ['yes', 'nginx.local', '127.0.0.1,*']) expect(problemsOf({ TRUST_PROXY: bad })).toEqual(['TRUST_PROXY']);
  });

  it('names every bad variable at once in the message', () => {
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'loud', SANDBOX_MODE: 'false' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT: /);
      expect((error as Error).message).toMatch(/LOG_LEVEL: /);
      expect((error as Error).message).toMatch(/JWT_SECRET: /);
    }
  });

  it('checks the remotes manifest file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{"mfe_admin": 5}');
    expect(problemsOf({ REMOTES_MANIFEST: bad })).toEqual(['REMOTES_MANIFEST']);
    const good = path.join(dir, 'good.json');
    writeFileSync(good, '{"mfe_admin": "/remotes/mfe-admin/v2/mf-manifest.json"}');
    expect(loadConfig({ ...SANDBOX, REMOTES_MANIFEST: good }).remotesManifestPath).toBe(good);
    // A release's pointer (tooling/release-integrity.js): the URL pinned to SRI values.
    const url = '/remotes/mfe-admin/v2/mf-manifest.json';
    writeFileSync(good, JSON.stringify({ mfe_admin: { entry: url, integrity: { [url]: 'sha384-bWFuaWZlc3Q=' } } }));
    expect(readRemotesManifest(good)).toEqual({ mfe_admin: { entry: url, integrity: { [url]: 'sha384-bWFuaWZlc3Q=' } } });
    for (const broken of [{ entry: url }, { entry: url, integrity: { [url]: 'md5-abc' } }, { integrity: {} }]) {
      writeFileSync(bad, JSON.stringify({ mfe_admin: broken }));
      expect(problemsOf({ REMOTES_MANIFEST: bad })).toEqual(['REMOTES_MANIFEST']);
    }
  });

  it('serves a release root: its remotes.json is the manifest, and a root without one is refused', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-deploy-'));
    expect(problemsOf({ DEPLOY_ROOT: root })).toEqual(['DEPLOY_ROOT']);
    writeFileSync(path.join(root, 'remotes.json'), '{"mfe_admin": "/remotes/mfe-admin/1.0.0-3f9a1c2b/mf-manifest.json"}');
    expect(loadConfig({ ...SANDBOX, DEPLOY_ROOT: root })).toMatchObject({ deployRoot: root, remotesManifestPath: path.join(root, 'remotes.json') });
    expect(loadConfig(SANDBOX).deployRoot).toBeNull();
  });

  it('generates the default remotes manifest', () => {
    expect(defaultRemotesManifest()).toEqual({
      mfe_invoices: '/remotes/mfe-invoices/mf-manifest.json',
      mfe_payments: '/remotes/mfe-payments/mf-manifest.json',
      mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
      mfe_registration: '/remotes/mfe-registration/mf-manifest.json',
    });
  });

  it('seeds the links in mails from PUBLIC_URL, and the instruction links from INSTRUCTIONS_URL or PUBLIC_URL, never the ERP behind it', () => {
    expect(loadConfig({ ...SANDBOX, PORT: '9000' }).seedUrls).toEqual({
      applicationUrl: 'http://localhost:9000',
      instructionsUrl: 'http://127.0.0.1:8090/erp/instructions',
      publicUrlSet: false,
    });
    expect(loadConfig({ ...SANDBOX, PUBLIC_URL: 'https://portal.example.com/', ERP_URL: 'http://10.0.0.9:8000/erp' }).seedUrls).toEqual({
      applicationUrl: 'https://portal.example.com',
      instructionsUrl: 'https://portal.example.com/instructions',
      publicUrlSet: true,
    });
    expect(
      loadConfig({ ...SANDBOX, PUBLIC_URL: 'https://portal.example.com', INSTRUCTIONS_URL: 'https://docs.example.com/pay' }).seedUrls.instructionsUrl,
    ).toBe('https://docs.example.com/pay');
    expect(loadToolConfig({ PUBLIC_URL: 'https://portal.example.com' }).seedUrls.applicationUrl).toBe('https://portal.example.com');
    expect(problemsOf({ PUBLIC_URL: 'portal.example.com' })).toEqual(['PUBLIC_URL']);
    expect(problemsOf({ INSTRUCTIONS_URL: 'ftp://docs.example.com' })).toEqual(['INSTRUCTIONS_URL']);
  });

  it('takes a METRICS_TOKEN of at least 24 printable characters', () => {
    expect(loadConfig(SANDBOX).metricsToken).toBeNull();
    expect(loadConfig({ ...SANDBOX, METRICS_TOKEN: 'a'.repeat(24) }).metricsToken).toBe('a'.repeat(24));
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual(['METRICS_TOKEN']);
    expect(problemsOf({ METRICS_TOKEN: `${'a'.repeat(24)} b` })).toEqual(['METRICS_TOKEN']);
  });
});

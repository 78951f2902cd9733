import { createHash, webcrypto } from 'node:crypto';
import { check, integrityOf } from './integrity-check';
import { entries, registerRemotesFromManifest } from './register-remotes';
import remoteFallbackPlugin, { pins, unavailableReason } from './remote-fallback-plugin';
import { INTEGRITY_REFUSAL_EVENT, type IntegrityRefusal } from './report-integrity-refusal';
import { reportClientEvent as reportedEvent } from '../client-reports';

const reportClientEvent = reportedEvent as jest.MockedFunction<typeof reportedEvent>;

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
jest.mock('../client-reports', () => ({ reportClientEvent: jest.fn() }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = require('@module-federation/enhanced/runtime') as { registerRemotes: jest.Mock };

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const base = '/remotes/mfe-payments/1.0.0-0badc0de/';
const remotesJson = {
  mfe_payments: { entry: `${base}mf-manifest.json`, integrity: { [`${base}mf-manifest.json`]: sri('{}'), [`${base}remoteEntry.js`]: sri('var a;') } },
  mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
};
type Files = Record<string, { status?: number; body?: string }>;
function serve(files: Files) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const file = files[url] ?? { status: 404, body: '' };
    return {
      ok: (file.status ?? 200) < 400,
      status: file.status ?? 200,
      init,
      json: async () => JSON.parse(file.body ?? 'null'),
      arrayBuffer: async () => new TextEncoder().encode(file.body ?? '').buffer,
    };
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
beforeEach(() => {
  for (const key of Object.keys(pins)) delete pins[key];
  runtime.registerRemotes.mockClear();
});

describe('the integrity of the remotes the shell loads (docs/security/script-integrity.md)', () => {
  it('registers each remote of /remotes.json, pinned or not, and keeps the pins by URL', async () => {
    serve({ '/remotes.json': { body: JSON.stringify(remotesJson) } });
    await registerRemotesFromManifest();
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_payments', entry: `${base}mf-manifest.json` },
      { name: 'mfe_admin', entry: '/remotes/mfe-admin/mf-manifest.json' },
    ]);
    expect(entries.mfe_admin).toBe('/remotes/mfe-admin/mf-manifest.json');
    expect(pins).toEqual(remotesJson.mfe_payments.integrity);
  });

  it('asks for a pinned manifest and entry with their integrity, and for anything else as before', async () => {
    const plugin = remoteFallbackPlugin() as unknown as {
      createScript: (args: { url: string; attrs?: Record<string, unknown> }) => void;
      fetch: (url: string, init: RequestInit) => Promise<{ init: RequestInit }> | undefined;
    };
    Object.assign(pins, remotesJson.mfe_payments.integrity);
    const attrs: Record<string, unknown> = { fetchpriority: 'high' };
    // The runtime asks for absolute URLs; /remotes.json pins paths on the portal's origin.
    plugin.createScript({ url: `${location.origin}${base}remoteEntry.js`, attrs });
    expect(attrs).toEqual({ fetchpriority: 'high', integrity: sri('var a;') });
    const other: Record<string, unknown> = {};
    plugin.createScript({ url: `${location.origin}/remotes/mfe-admin/remoteEntry.js`, attrs: other });
    plugin.createScript({ url: `https://elsewhere.example${base}remoteEntry.js`, attrs: other });
    expect(other).toEqual({});

    serve({ [`${location.origin}${base}mf-manifest.json`]: { body: '{}' } });
    const response = await plugin.fetch(`${location.origin}${base}mf-manifest.json`, { method: 'GET' });
    expect(response!.init).toEqual({ method: 'GET', integrity: sri('{}') });
    expect(plugin.fetch(`${location.origin}/remotes/mfe-admin/mf-manifest.json`, {})).toBeUndefined();
  });

  it('a remote that failed: the fallback module says why', () => {
    const plugin = remoteFallbackPlugin() as unknown as { errorLoadRemote: (args: { error: unknown; lifecycle: string }) => object | undefined };
    expect(plugin.errorLoadRemote({ error: new TypeError('Failed to fetch'), lifecycle: 'afterResolve' })).toBeUndefined();
    const module = plugin.errorLoadRemote({ error: new TypeError('Failed to fetch'), lifecycle: 'onLoad' })!;
    expect(unavailableReason(module)).toBe('TypeError: Failed to fetch');
    expect(unavailableReason({ default: () => null })).toBeUndefined();
  });

  it('tells a refused file from an unreachable one and reports each refusal with what was expected and found', async () => {
    reportClientEvent.mockClear();
    Object.assign(pins, remotesJson.mfe_payments.integrity, { '/remotes/mfe-admin/1/remoteEntry.js': sri('admin') });
    serve({
      [`${base}mf-manifest.json`]: { status: 503 },
      [`${base}remoteEntry.js`]: { body: 'var a; alert(1)' },
      '/remotes/mfe-admin/1/remoteEntry.js': { body: 'changed too, but another remote' },
    });
    const reports: IntegrityRefusal[] = [];
    const listener = (event: Event) => reports.push((event as CustomEvent<IntegrityRefusal>).detail);
    window.addEventListener(INTEGRITY_REFUSAL_EVENT, listener);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await check('mfe_payments', `${base}mf-manifest.json`);
    window.removeEventListener(INTEGRITY_REFUSAL_EVENT, listener);
    expect(reports).toEqual([{ remote: 'mfe_payments', url: `${base}remoteEntry.js`, expected: sri('var a;'), found: sri('var a; alert(1)') }]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`Integrity refusal: mfe_payments ${base}remoteEntry.js`));
    // The API server's browser reports count it, once, as a refusal (docs/security/client-reports.md).
    expect(reportClientEvent.mock.calls).toEqual([['integrity-refusal', 'mfe_payments']]);
    error.mockRestore();
  });

  it('reports a remote that failed with nothing refused as a load failure', async () => {
    reportClientEvent.mockClear();
    Object.assign(pins, remotesJson.mfe_payments.integrity);
    serve({ [`${base}mf-manifest.json`]: { status: 503 }, [`${base}remoteEntry.js`]: { status: 503 } });
    await check('mfe_payments', `${base}mf-manifest.json`);
    expect(reportClientEvent.mock.calls).toEqual([['remote-load-failure', 'mfe_payments']]);
  });

  it('checks the chunks the page asked for against the released manifest\'s hashes', async () => {
    const manifest = JSON.stringify({ integrity: { '17.aaaa.js': sri('chunk'), '18.bbbb.js': sri('other') } });
    pins[`${base}mf-manifest.json`] = sri(manifest);
    serve({ [`${base}mf-manifest.json`]: { body: manifest }, [`${base}17.aaaa.js`]: { body: 'chunk, changed' }, [`${base}18.bbbb.js`]: { body: 'other, changed' } });
    Object.assign(performance, { getEntriesByType: () => [{ name: `${location.origin}${base}17.aaaa.js` }, { name: `${location.origin}/main.js` }] });
    const reports: IntegrityRefusal[] = [];
    const listener = (event: Event) => reports.push((event as CustomEvent<IntegrityRefusal>).detail);
    window.addEventListener(INTEGRITY_REFUSAL_EVENT, listener);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await check('mfe_payments', `${base}mf-manifest.json`);
    // 18.bbbb.js changed too, but this page never asked for it.
    expect(reports).toEqual([{ remote: 'mfe_payments', url: `${base}17.aaaa.js`, expected: sri('chunk'), found: sri('chunk, changed') }]);
    // A manifest that is not the one released does not vouch for any chunk.
    reports.length = 0;
    serve({ [`${base}mf-manifest.json`]: { body: manifest.replace('18.bbbb', '18.bbbc') }, [`${base}17.aaaa.js`]: { body: 'chunk, changed' } });
    await check('mfe_payments', `${base}mf-manifest.json`);
    expect(reports.map((r) => r.url)).toEqual([`${base}mf-manifest.json`]);
    // A remote the page named by its entry: the manifest beside it vouches for the chunks.
    reports.length = 0;
    serve({ [`${base}mf-manifest.json`]: { body: manifest }, [`${base}17.aaaa.js`]: { body: 'chunk, changed' } });
    await check('mfe_payments', `${base}remoteEntry.js`);
    expect(reports.map((r) => r.url)).toEqual([`${base}17.aaaa.js`]);
    window.removeEventListener(INTEGRITY_REFUSAL_EVENT, listener);
    error.mockRestore();
  });

  it('computes SRI values as browsers do', async () => {
    expect(await integrityOf(new TextEncoder().encode('alert(1)').buffer, 'sha384-x')).toBe(sri('alert(1)'));
    expect(await integrityOf(new TextEncoder().encode('alert(1)').buffer, 'sha256-x')).toBe(`sha256-${createHash('sha256').update('alert(1)').digest('base64')}`);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LOOKUP, SHELL_LOOKUP, PAGE_DATA_ID } = require('../chunk-integrity-plugin') as typeof import('../chunk-integrity-plugin');

/** Runs the code the plugin adds to a remote's chunk loader, as webpack's loader runs it, on a page holding `pageData`. */
function integrityFor(url: string, manifests: [string, object][], pageData?: object): string | undefined {
  const script: { integrity?: string } = {};
  const federation = { __INSTANCES__: [{ snapshotHandler: { manifestCache: new Map(manifests) } }] };
  const document = { getElementById: (id: string) => (pageData && id === PAGE_DATA_ID ? { text: JSON.stringify(pageData) } : null) };
  const location = { origin: 'http://portal.test' };
  new Function('url', 'script', '__FEDERATION__', 'document', 'location', LOOKUP)(url, script, federation, document, location);
  return script.integrity;
}

describe("a remote's chunks are loaded with the integrity its manifest records", () => {
  const manifestUrl = 'http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/mf-manifest.json';
  const manifest = { name: 'mfe_payments', integrity: { '17.aaaa1111.js': 'sha384-Y2h1bms=' } };

  it('sets the chunk\'s integrity from the manifest beside it', () => {
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js', [[manifestUrl, manifest]])).toBe('sha384-Y2h1bms=');
  });

  it('leaves a chunk of another release, an unknown chunk and a manifest without hashes alone', () => {
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.0-aaaaaaaa/17.aaaa1111.js', [[manifestUrl, manifest]])).toBeUndefined();
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/18.bbbb.js', [[manifestUrl, manifest]])).toBeUndefined();
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js', [[manifestUrl, { name: 'dev' }]])).toBeUndefined();
  });

  it("takes the hash from the page's data block when the page named the remote by its entry (no manifest read)", () => {
    const pageData = { chunks: { '/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js': 'sha384-cGFnZQ==' } };
    // The id `shared` names the block by (the API server writes it, the shell reads it).
    const config = readFileSync(path.join(__dirname, '../../shared/src/domain/endpoints/types/config.ts'), 'utf8');
    expect(config).toContain(`export const PAGE_DATA_ID = '${PAGE_DATA_ID}';`);
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js', [], pageData)).toBe('sha384-cGFnZQ==');
    // A manifest the runtime read comes first; a chunk the page does not list, or a page without the block, as before.
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js', [[manifestUrl, manifest]], pageData)).toBe('sha384-Y2h1bms=');
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/18.bbbb.js', [], pageData)).toBeUndefined();
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js', [], { config: {} })).toBeUndefined();
    expect(integrityFor('http://portal.test/remotes/mfe-payments/1.0.1-0badc0de/17.aaaa1111.js', [])).toBeUndefined();
  });

  it('never breaks a chunk load, even without the federation runtime', () => {
    const script: { integrity?: string } = {};
    expect(() => new Function('url', 'script', '__FEDERATION__', LOOKUP)('http://x/1.js', script, undefined)).not.toThrow();
  });
});

describe("the shell's chunks are loaded with the integrity its page holds", () => {
  /** Runs the shell's lookup with `sri` as the page's map element, as the window's named access gives it. */
  const integrityFor = (url: string, sri: { text: string } | undefined) => {
    const script: { integrity?: string } = {};
    new Function('url', 'script', 'sri', SHELL_LOOKUP)(url, script, sri);
    return script.integrity;
  };
  const map = { text: JSON.stringify({ '/platform.12345678.js': 'sha384-cGxhdGZvcm0=' }) };

  it("sets the chunk's integrity from the page's map, by the URL the loader asks for", () => {
    expect(integrityFor('/platform.12345678.js', map)).toBe('sha384-cGxhdGZvcm0=');
  });

  it('loads no chunk from a page without the map, rather than load it unpinned', () => {
    expect(() => integrityFor('/platform.12345678.js', undefined)).toThrow(TypeError);
  });
});

describe("the shell's chunk loader, as webpack generates it with the shell's plugin", () => {
  /** webpack's script loader (`__webpack_require__.l`), generated in a compilation the plugin is applied to. */
  function shellLoader(): string {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require('webpack') as typeof import('webpack');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { EntryIntegrityPlugin } = require('../chunk-integrity-plugin') as { EntryIntegrityPlugin: new () => { apply(c: unknown): void } };
    const compiler = webpack({ mode: 'production', entry: {}, output: { uniqueName: 'shell' }, plugins: [new EntryIntegrityPlugin()] });
    const compilation = compiler.newCompilation(compiler.newCompilationParams());
    const loader = new webpack.runtime.LoadScriptRuntimeModule();
    const chunk = new webpack.Chunk('main');
    loader.attach(compilation, chunk);
    compilation.hooks.runtimeModule.call(loader, chunk);
    return loader.generate() ?? '';
  }

  it('makes a new script tag for every chunk, with its integrity, without searching the page for one', () => {
    const source = shellLoader();
    expect(source).not.toMatch(/getElementsByTagName|data-webpack|needAttach|\.nc\b/);
    const appended: { src?: string; integrity?: string }[] = [];
    const document = { createElement: () => ({}), head: { appendChild: (s: object) => appended.push(s) } };
    const webpackRequire: { l?: (url: string, done: () => void, key: string, chunkId: string) => void } = {};
    const sri = { text: JSON.stringify({ '/core.1234.js': 'sha384-Y29yZQ==' }) };
    // The loader's timeout is webpack's; a stub keeps it from holding the test run open.
    new Function('__webpack_require__', 'document', 'sri', 'setTimeout', source)(webpackRequire, document, sri, () => 0);
    webpackRequire.l!('/core.1234.js', () => undefined, 'chunk-core', 'core');
    webpackRequire.l!('/core.1234.js', () => undefined, 'chunk-core', 'core');
    expect(appended).toEqual([expect.objectContaining({ src: '/core.1234.js', integrity: 'sha384-Y29yZQ==' })]);
  });
});

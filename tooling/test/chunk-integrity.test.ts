// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LOOKUP } = require('../chunk-integrity-plugin') as typeof import('../chunk-integrity-plugin');

/** Runs the code the plugin adds to a remote's chunk loader, as webpack's loader runs it. */
function integrityFor(url: string, manifests: [string, object][]): string | undefined {
  const script: { integrity?: string } = {};
  const federation = { __INSTANCES__: [{ snapshotHandler: { manifestCache: new Map(manifests) } }] };
  new Function('url', 'script', '__FEDERATION__', LOOKUP)(url, script, federation);
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

  it('never breaks a chunk load, even without the federation runtime', () => {
    const script: { integrity?: string } = {};
    expect(() => new Function('url', 'script', '__FEDERATION__', LOOKUP)('http://x/1.js', script, undefined)).not.toThrow();
  });
});

import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const federation = require('../federation.js') as {
  createConfig(o: object): (env: object, argv: { mode: string }) => { devtool: string; output: { path: string; sourceMapFilename: string } };
  SOURCE_MAPS_FOLDER: string;
};

const root = path.resolve(__dirname, '../..');

/** Production source maps are build artefacts outside the served dist/ folder, and no bundle names them. */
describe('source maps', () => {
  const config = (mode: string) =>
    federation.createConfig({ dir: path.join(root, 'mfe-registration'), name: 'mfe_registration', exposes: {}, port: 0 })({}, { mode });

  it('are hidden (no sourceMappingURL in the bundles) and written beside dist/, not into it', () => {
    const production = config('production');
    expect(production.devtool).toBe('hidden-source-map');
    const map = path.resolve(production.output.path, production.output.sourceMapFilename.replace('[file]', 'main.js'));
    expect(map).toBe(path.join(root, 'mfe-registration', federation.SOURCE_MAPS_FOLDER, 'main.js.map'));
    expect(path.relative(production.output.path, map).startsWith('..')).toBe(true);
  });

  it('stay inline for the dev servers', () => {
    expect(config('development').devtool).toBe('eval-cheap-module-source-map');
  });
});

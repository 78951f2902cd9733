import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// The webpack tooling is CommonJS, loaded as the builds load it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { createRemoteConfig, sharedSingletons } = require('../federation') as {
  sharedSingletons(pkg: { dependencies: Record<string, string> }): Record<string, SharedEntry>;
  createRemoteConfig(dir: string): (env: unknown, argv: { mode: string }) => WebpackConfig;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { REMOTES } = require('../remotes') as { REMOTES: { name: string; folder: string; devPort: number; exposes: Record<string, string> }[] };

interface SharedEntry {
  singleton?: boolean;
  requiredVersion?: string;
  version?: string;
}
interface WebpackConfig {
  plugins: { _options?: { name?: string; exposes?: Record<string, string>; shared?: Record<string, SharedEntry> } }[];
  devServer: { port: number };
}

const packageOf = (folder: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(root, folder, 'package.json')) as { dependencies: Record<string, string> };

/**
 * One React, one emotion, one zustand, one `shared`, and one MUI and one router through `shared`'s
 * facades: the same in every app (docs/architecture/frontend.md#javascript-budgets).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'shared',
  'shared/core',
  'shared/ui/core',
  'shared/ui/base',
  'shared/ui/more',
  'shared/ui/extra',
  'shared/router',
  'shared/registration-forms',
  'shared/forms',
  'shared/payments',
];
/** Shared whole, these would ship every name to every page: they are reached through the facades. */
const NEVER_SHARED_WHOLE = ['@mui/material', '@mui/material/', '@mui/system/', '@mui/icons-material/', 'react-router', 'react-router-dom'];

describe('the federation config', () => {
  const apps = ['shell', ...REMOTES.map((remote) => remote.folder)];

  it.each(apps)('%s shares every singleton, with the version its package.json asks for', (folder) => {
    const pkg = packageOf(folder);
    const shared = sharedSingletons(pkg);
    for (const name of SINGLETONS) {
      expect(shared[name]).toEqual(expect.objectContaining({ singleton: true }));
      expect(shared[name]?.requiredVersion).toEqual(expect.any(String));
    }
    expect(shared.react?.requiredVersion).toBe(pkg.dependencies.react);
    expect(shared['react-dom']?.requiredVersion).toBe(pkg.dependencies['react-dom']);
    expect(shared.zustand?.requiredVersion).toBe(pkg.dependencies.zustand);
    for (const facade of ['shared/core', 'shared/forms', 'shared/payments', 'shared/ui/core', 'shared/ui/base', 'shared/ui/more', 'shared/ui/extra', 'shared/router', 'shared/registration-forms']) {
      expect(shared[facade]).toEqual(shared.shared);
    }
    for (const name of NEVER_SHARED_WHOLE) expect(shared[name]).toBeUndefined();
  });

  it('shares each facade of shared/package.json "exports", and nothing that is not one', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { exports } = require(path.join(root, 'shared/package.json')) as { exports: Record<string, string> };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SHARED_FACADES } = require('../federation') as { SHARED_FACADES: string[] };
    for (const facade of SHARED_FACADES) expect(exports[facade.replace(/^shared/, '.')]).toEqual(expect.stringMatching(/^\.\/src\//));
  });

  it('gives every app the same shared map, so no app brings a second copy', () => {
    const maps = apps.map((folder) => JSON.stringify(sharedSingletons(packageOf(folder))));
    expect(new Set(maps).size).toBe(1);
  });

  it.each(REMOTES.map((remote) => [remote.folder, remote] as const))(
    '%s takes its name, dev port and exposed routes from the one list of remotes',
    (folder, remote) => {
      const config = createRemoteConfig(path.join(root, folder))({}, { mode: 'production' });
      const federation = config.plugins.find((plugin) => plugin._options?.name)?._options;
      expect(federation?.name).toBe(remote.name);
      expect(federation?.exposes).toEqual(remote.exposes);
      expect(config.devServer.port).toBe(remote.devPort);
    },
  );
});

/**
 * Bundles src/server.ts into dist/server.js (CommonJS for Node 20+).
 * The workspace package `shared` is TypeScript source, so it is bundled; every
 * other npm package stays external and is loaded from node_modules at run time.
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));

/** Marks bare imports external, except `shared` and its subpaths. */
const externalExceptShared = {
  name: 'external-except-shared',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'shared' || args.path.startsWith('shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [resolve(root, 'src/server.ts')],
  outfile: resolve(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalExceptShared],
});

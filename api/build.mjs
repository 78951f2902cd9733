// Bundles the API server into dist/server.js and the operator's command (`npm run admin`) into
// dist/admin.js (CommonJS, Node 20+).
// The workspace package `shared` is TypeScript source, so it is bundled in; every other
// npm dependency stays external and is loaded from node_modules at run time.
// The SQL migrations are copied next to the bundle (dist/migrations).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

/** Bare imports (`fastify`, `node:fs`) are external, except the workspace package `shared`. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'shared' || args.path.startsWith('shared/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [
    { in: path.join(root, 'src', 'server.ts'), out: 'server' },
    { in: path.join(root, 'src', 'tools', 'admin.ts'), out: 'admin' },
  ],
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalDependencies],
});
cpSync(path.join(root, 'migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('api: built dist/server.js, dist/admin.js and dist/migrations');

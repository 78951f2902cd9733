import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The one list of the remotes (shared/remotes.json): name, folder, dev port, exposed modules. */
export const { REMOTES } = createRequire(import.meta.url)('../../tooling/remotes.js');
export const FRONTENDS = ['shell', ...REMOTES.map((remote) => remote.folder)];
export const SERVERS = ['api', 'sandbox'];

/** What a workspace's build leaves behind; its absence means "not built". */
export const builtMarker = (workspace) =>
  SERVERS.includes(workspace)
    ? path.join(root, workspace, 'dist/server.js')
    : path.join(root, workspace, 'dist', workspace === 'shell' ? 'index.html' : 'mf-manifest.json');

export const isBuilt = (workspace) => existsSync(builtMarker(workspace));

/** What a build is made from, beside its own folder: a change in any of them makes its build stale. */
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'shared/entries.json', 'shared/remotes.json', 'tooling/federation.js', 'tooling/host-split-chunks.js', 'tooling/shared-entries.js', 'package-lock.json'];
const OWN_INPUTS = ['src', 'public', 'package.json', 'webpack.config.js', 'build.mjs', 'migrations'];

function newestChange(file) {
  if (!existsSync(file)) return 0;
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(file).reduce((newest, entry) => Math.max(newest, newestChange(path.join(file, entry))), stats.mtimeMs);
}

/** Not built, or built before the last change of what it is built from. */
export function isStale(workspace) {
  if (!isBuilt(workspace)) return true;
  const builtAt = statSync(builtMarker(workspace)).mtimeMs;
  const inputs = [...OWN_INPUTS.map((p) => path.join(workspace, p)), ...COMMON_INPUTS];
  return inputs.some((input) => newestChange(path.join(root, input)) > builtAt);
}

/** `npm run build -w <workspace>`, its output shown only when it fails. */
export function buildWorkspace(workspace) {
  const started = Date.now();
  const run = spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) {
    process.stderr.write(`${run.stdout}${run.stderr}`);
    throw new Error(`The build of ${workspace} failed (${run.status}).`);
  }
  console.log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

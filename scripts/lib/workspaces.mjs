import { existsSync } from 'node:fs';
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

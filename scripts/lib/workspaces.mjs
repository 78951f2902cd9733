import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FRONTENDS = ['shell', 'mfe-invoices', 'mfe-payments', 'mfe-admin', 'mfe-registration'];
export const SERVERS = ['api', 'sandbox'];

/** What a workspace's build leaves behind; its absence means "not built". */
export const builtMarker = (workspace) =>
  SERVERS.includes(workspace)
    ? path.join(root, workspace, 'dist/server.js')
    : path.join(root, workspace, 'dist', workspace === 'shell' ? 'index.html' : 'mf-manifest.json');

export const isBuilt = (workspace) => existsSync(builtMarker(workspace));

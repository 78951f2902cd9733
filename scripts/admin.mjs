// `npm run admin -- <command>`: the operator's commands on the configured database (DATABASE_URL,
// else the embedded one in DATA_DIR), e.g. `npm run admin -- create --email it@example.com` for the
// first administrator of a real deploy (docs/operations/deploying.md#the-first-administrator).
// Builds the API server first when its build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildWorkspace, isStale, root } from './lib/workspaces.mjs';

const bundle = path.join(root, 'api', 'dist', 'admin.js');
if (!existsSync(bundle) || isStale('api')) buildWorkspace('api');
const run = spawnSync(process.execPath, [bundle, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);

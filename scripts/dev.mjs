// `npm run dev`: the sandbox and the API server in watch mode, and a webpack dev server per app
// with reload. The shell (http://localhost:8080) proxies /api and /remotes.json to the API server,
// whose /remotes.json points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTES, root } from './lib/workspaces.mjs';

const apiPort = 8081;
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8090);

const manifestFile = path.join(mkdtempSync(path.join(tmpdir(), 'portal-dev-')), 'remotes.json');
writeFileSync(
  manifestFile,
  JSON.stringify(Object.fromEntries(REMOTES.map((r) => [r.name, `http://localhost:${r.devPort}/mf-manifest.json`]))),
);

const children = [];
function run(label, args, env = {}) {
  // Each in a process group of its own, so stopping it also stops what npm started under it.
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env }, detached: true });
  const prefix = (chunk) => String(chunk).split('\n').filter(Boolean).forEach((line) => console.log(`[${label}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  children.push(child);
}

run('sandbox', ['run', 'dev', '-w', 'sandbox'], { SANDBOX_PORT: String(sandboxPort) });
run('api', ['run', 'dev', '-w', 'api'], {
  // The only thing that turns sandbox mode on (docs/security/sandbox-mode.md): demo users, a generated JWT secret.
  SANDBOX_MODE: 'true',
  PORT: String(apiPort),
  ERP_URL: `http://127.0.0.1:${sandboxPort}/erp`,
  TOKENIZER_URL: `http://127.0.0.1:${sandboxPort}/tokenizer`,
  REMOTES_MANIFEST: manifestFile,
});
run('shell', ['run', 'dev', '-w', 'shell'], { API_PORT: String(apiPort) });
for (const remote of REMOTES) run(remote.name, ['run', 'dev', '-w', remote.folder]);

const stop = () => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Portal (dev) on http://localhost:8080 once the dev servers have compiled. Ctrl+C stops everything.');

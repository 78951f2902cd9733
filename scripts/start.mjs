// `npm start`: builds what is not built, releases into the deployment root (.deploy/, or
// DEPLOY_ROOT) whatever is missing there, starts the sandbox and the API server (which serves the
// root's shell, the remotes' live releases and /api on one origin) and prints where everything is.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DEFAULT_ROOT, ensureDeployment, releases } from './lib/deploy.mjs';
import { root } from './lib/workspaces.mjs';

const require = createRequire(import.meta.url);
const { startApi, startSandbox, stop } = require('./lib/portal.cjs');

const port = Number(process.env.PORT ?? 8080);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8090);
const smtpPort = Number(process.env.SANDBOX_SMTP_PORT ?? 2525);

const built = spawnSync(process.execPath, ['scripts/build.mjs', '--missing'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const deployRoot = process.env.DEPLOY_ROOT ? path.resolve(process.env.DEPLOY_ROOT) : DEFAULT_ROOT;
try {
  ensureDeployment(deployRoot);
} catch (error) {
  console.error(error instanceof releases.ReleaseError ? error.message : String(error));
  process.exit(1);
}

const children = [];
const shutdown = async (code = 0) => {
  await Promise.all(children.map(stop));
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  children.push(await startSandbox({ port: sandboxPort, smtpPort, allowedOrigins: `http://localhost:${port},http://127.0.0.1:${port}` }));
  children.push(await startApi({ port, sandboxPort, env: { SMTP_PORT: String(smtpPort), DEPLOY_ROOT: deployRoot } }));
} catch (error) {
  console.error(String(error));
  await shutdown(1);
}
for (const child of children) {
  child.on('exit', (code) => {
    console.error(`${child.portalName} stopped (${code}); stopping the portal`);
    void shutdown(code ?? 1);
  });
}

// The demo staff users' second factor (docs/security/second-factor.md#demo-users).
const totp = JSON.parse(readFileSync(path.join(root, 'api/src/seed/demo-totp-secrets.json'), 'utf8'));
console.log(`
  Portal        http://localhost:${port}   (served from ${deployRoot}: npm run remotes)
  Sandbox       http://localhost:${sandboxPort}   (caught mail: http://localhost:${sandboxPort}/mail)

  Demo logins (password Demo-pass-2026; staff also give a TOTP code of their secret: npm run totp -- <login>):
    admin@portal.test     admin, all permissions                   TOTP secret ${totp['admin@portal.test']}
    manager@portal.test   manager                                  TOTP secret ${totp['manager@portal.test']}
    staff@portal.test     internal staff, impersonates customers   TOTP secret ${totp['staff@portal.test']}
    soldto@portal.test    two sold-to accounts (account dropdown)
    payer@portal.test     payer 200100 with three sold-tos
    payerall@portal.test  payer 200100, all sold-tos (exclusion 100500)
    viewer@portal.test    cannot pay
    noecheck@portal.test  company 0020, no eChecks
    jp@portal.test        Japanese company JP01
    bulk@portal.test      payer 900100 with 5,000 documents
    pending@portal.test   waiting for confirmation
    locked@portal.test    locked: login refused

  Ctrl+C stops everything.
`);

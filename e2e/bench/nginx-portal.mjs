// The README's nginx steps for a benchmark (docs/operations/deploying.md): a release root made by
// the release module from the repository's builds, the sandbox and one API server on a fresh
// embedded database, and the real nginx with the rendered configuration, listening with TLS and
// HTTP/2 under a self-signed certificate made for the run. Stopped, and its folder removed, when
// the measure ends. Run `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const portal = require('../../scripts/lib/portal.cjs');
const releases = require('../../tooling/releases.js');
const { REMOTE_FOLDERS } = require('../../tooling/remotes.js');

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ''} failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

/**
 * Runs `measure(origin)` against the portal behind nginx at `https://localhost:<ports.tls>`, with
 * `ports` { http, tls, api, sandbox, smtp }. The browser must accept the run's certificate
 * (a context with `ignoreHTTPSErrors`).
 */
export async function withNginxPortal(ports, measure) {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-nginx-'));
  // nginx's workers run as an unprivileged user: they must be able to read the release root.
  chmodSync(dir, 0o755);
  const deployRoot = path.join(dir, 'deploy');
  releases.installShell(deployRoot, path.join(portal.root, 'shell', 'dist'));
  for (const folder of REMOTE_FOLDERS) {
    const { version } = JSON.parse(readFileSync(path.join(portal.root, folder, 'package.json'), 'utf8'));
    releases.release({ root: deployRoot, remote: folder, dist: path.join(portal.root, folder, 'dist'), version });
  }
  const certificate = path.join(dir, 'portal.crt');
  const key = path.join(dir, 'portal.key');
  run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate]);
  const origin = `https://localhost:${ports.tls}`;
  let sandbox;
  let api;
  let nginx;
  try {
    sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true, allowedOrigins: origin });
    api = await portal.startApi({
      port: ports.api,
      sandboxPort: ports.sandbox,
      quiet: true,
      env: { DATA_DIR: 'memory://', DATABASE_URL: '', DEPLOY_ROOT: deployRoot, LOG_LEVEL: 'warn', SMTP_PORT: String(ports.smtp), TRUST_PROXY: '127.0.0.1', PUBLIC_URL: origin },
    });
    mkdirSync(path.join(dir, 'logs'));
    const config = run(process.execPath, [path.join(portal.root, 'nginx/render-config.mjs')], {
      env: {
        ...process.env,
        PORTAL_ROOT: deployRoot,
        API_UPSTREAMS: `127.0.0.1:${ports.api}`,
        LISTEN: `127.0.0.1:${ports.http}`,
        TLS_LISTEN: `127.0.0.1:${ports.tls}`,
        TLS_CERTIFICATE: certificate,
        TLS_CERTIFICATE_KEY: key,
        LOG_DIR: path.join(dir, 'logs'),
        PID_FILE: path.join(dir, 'nginx.pid'),
        TOKENIZER_ORIGIN: `http://localhost:${ports.sandbox}`,
      },
    });
    writeFileSync(path.join(dir, 'nginx.conf'), config);
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await portal.waitFor(`http://127.0.0.1:${ports.http}/health/ready`, { timeoutMs: 20_000 });
    return await measure(origin);
  } finally {
    nginx?.kill('SIGQUIT');
    await portal.stop(api);
    await portal.stop(sandbox);
    rmSync(dir, { recursive: true, force: true });
  }
}

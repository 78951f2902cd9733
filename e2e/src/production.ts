import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { repoRoot } from './portal';

// The same start-up code as `npm start`, and the release module the commands use.
/* eslint-disable @typescript-eslint/no-require-imports */
const portal = require('../../scripts/lib/portal.cjs') as {
  startSandbox(o: { port: number; smtpPort: number; allowedOrigins?: string; quiet?: boolean }): Promise<ChildProcess>;
  startApi(o: { port: number; sandboxPort: number; env?: Record<string, string>; quiet?: boolean }): Promise<ChildProcess>;
  stop(child: ChildProcess | undefined): Promise<void>;
  waitFor(url: string, o?: { timeoutMs?: number }): Promise<void>;
};
const releases = require('../../tooling/releases.js') as {
  installShell(root: string, dist: string): unknown;
  release(o: { root: string; remote: string; dist: string; version: string }): { release: string };
};
const { REMOTE_FOLDERS } = require('../../tooling/remotes.js') as { REMOTE_FOLDERS: string[] };
/* eslint-enable @typescript-eslint/no-require-imports */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
/** The PostgreSQL server the API servers share (docs/operations/deploying.md#several-api-servers). */
export const POSTGRES_URL = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ProductionPortal {
  /** nginx, as browsers reach the portal. */
  url: string;
  sandboxUrl: string;
  /** The sandbox's mail catcher (SMTP), which the API servers' first configuration names. */
  smtpPort: number;
  /**
   * The API servers' DATABASE_URL: the run's own schema as search_path, as an operator's command on
   * the same database is given it (docs/operations/deploying.md#the-first-administrator).
   */
  databaseUrl: string;
  /** The release root nginx and the API servers serve. */
  deployRoot: string;
  apis: ChildProcess[];
  /** Each API server's own address (the machine-local commands, such as `npm run verify-live`, ask one). */
  apiUrls: string[];
  /** The rendered nginx configuration in use, and a reload after changing it. */
  nginxConf: string;
  reloadNginx(): void;
  /** Stops one API server as an operator would (SIGTERM: it finishes what it is answering). */
  stopApi(index: number): Promise<void>;
  /** Kills one API server as a crash would (SIGKILL: nothing is finished or cleaned up). */
  killApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

function psql(sql: string, url = POSTGRES_URL): string {
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-A', '-t', '-c', sql], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  return run.stdout.trim();
}

/** One value read from the production path's database (its own schema), as text; '' for none. */
export const queryValue = (prod: Pick<ProductionPortal, 'databaseUrl'>, sql: string): string => psql(sql, prod.databaseUrl);

/**
 * The production path on this machine: a release root made by the release module from the
 * repository's builds, two API servers on one PostgreSQL database (a schema of this run's own),
 * the sandbox, and the real nginx with the rendered configuration in front of them. `apiEnv`: more
 * settings of every API server; `apiCount`: how many run (default 2; a test that kills two needs 3).
 */
export async function startProduction(options: { apiEnv?: Record<string, string>; apiCount?: number } = {}): Promise<ProductionPortal> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
  // nginx's workers run as an unprivileged user: they must be able to read the release root.
  chmodSync(dir, 0o755);
  const deployRoot = path.join(dir, 'deploy');
  releases.installShell(deployRoot, path.join(repoRoot, 'shell', 'dist'));
  for (const folder of REMOTE_FOLDERS) {
    const version = (JSON.parse(readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8')) as { version: string }).version;
    releases.release({ root: deployRoot, remote: folder, dist: path.join(repoRoot, folder, 'dist'), version });
  }

  const schema = `e2e_production_${randomBytes(5).toString('hex')}`;
  psql(`CREATE SCHEMA ${schema}`);
  const databaseUrl = `${POSTGRES_URL}${POSTGRES_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;

  const apiCount = options.apiCount ?? 2;
  const [nginxPort, sandboxPort, smtpPort, ...apiPorts] = await Promise.all(Array.from({ length: 3 + apiCount }, () => freePort()));
  const url = `http://localhost:${nginxPort}`;
  const children: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  const stop = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(children.map((child) => portal.stop(child)));
    try {
      psql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    children.push(await portal.startSandbox({ port: sandboxPort!, smtpPort: smtpPort!, allowedOrigins: `${url},http://127.0.0.1:${nginxPort}`, quiet: true }));
    const env = {
      DATABASE_URL: databaseUrl,
      DEPLOY_ROOT: deployRoot,
      SMTP_PORT: String(smtpPort),
      LOG_LEVEL: 'warn',
      // The addresses come from nginx, on this machine.
      TRUST_PROXY: '127.0.0.1',
      // The portal as browsers reach it: links in mails, and the tamper check's view.
      PUBLIC_URL: url,
      // The tokenizer as nginx's policy names it (TOKENIZER_ORIGIN below): the API servers expect the
      // same Content-Security-Policy as nginx sends (docs/security/tamper-detection.md).
      TOKENIZER_PUBLIC_URL: `http://localhost:${sandboxPort}/tokenizer`,
      ...options.apiEnv,
    };
    // One after the other: the first creates the schema's tables and the first configuration (and
    // in sandbox mode the demo data; outside it no user at all).
    const apis: ChildProcess[] = [];
    for (const port of apiPorts) {
      const api = await portal.startApi({ port: port!, sandboxPort: sandboxPort!, env, quiet: true });
      apis.push(api);
      children.push(api);
    }

    mkdirSync(path.join(dir, 'logs'));
    const config = spawnSync(process.execPath, [path.join(repoRoot, 'nginx/render-config.mjs')], {
      env: {
        ...process.env,
        PORTAL_ROOT: deployRoot,
        API_UPSTREAMS: apiPorts.map((p) => `127.0.0.1:${p}`).join(','),
        LISTEN: `127.0.0.1:${nginxPort}`,
        LOG_DIR: path.join(dir, 'logs'),
        PID_FILE: path.join(dir, 'nginx.pid'),
        TOKENIZER_ORIGIN: `http://localhost:${sandboxPort}`,
      },
      encoding: 'utf8',
    });
    if (config.status !== 0) throw new Error(`render-config failed: ${config.stderr}`);
    writeFileSync(path.join(dir, 'nginx.conf'), config.stdout);
    nginx = spawn(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
    await portal.waitFor(`http://127.0.0.1:${nginxPort}/health/ready`, { timeoutMs: 20_000 });
    return {
      url,
      sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
      smtpPort: smtpPort!,
      databaseUrl,
      deployRoot,
      apis,
      apiUrls: apiPorts.map((port) => `http://127.0.0.1:${port}`),
      nginxConf: path.join(dir, 'nginx.conf'),
      reloadNginx() {
        const reload = spawnSync(NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'logs/error.log'), '-s', 'reload'], { encoding: 'utf8' });
        if (reload.status !== 0) throw new Error(`nginx reload failed: ${reload.stderr}`);
      },
      stopApi: (index) => portal.stop(apis[index]),
      killApi: (index) => {
        const api = apis[index]!;
        if (api.exitCode !== null || api.signalCode !== null) return Promise.resolve();
        return new Promise<void>((resolve) => {
          api.once('exit', () => resolve());
          api.kill('SIGKILL');
        });
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A real build of a remote with one change in its sources: the workspace's sources copied beside
 * the repository's (e2e/.tmp/<run>/<folder>, so its packages resolve as the original's do), `from`
 * replaced by `to` in `file`, then webpack in production mode. Returns the build's folder.
 */
export function buildChangedRemote(folder: string, file: string, from: string, to: string): string {
  const work = path.join(repoRoot, 'e2e', '.tmp', `changed-${randomBytes(4).toString('hex')}`, folder);
  mkdirSync(work, { recursive: true });
  for (const part of ['src', 'package.json']) cpSync(path.join(repoRoot, folder, part), path.join(work, part), { recursive: true });
  // The workspace's own packages (those not hoisted to the root), but not the federation plugin's
  // scratch folder, which each build writes for itself.
  const modules = path.join(repoRoot, folder, 'node_modules');
  mkdirSync(path.join(work, 'node_modules'));
  if (existsSync(modules)) {
    for (const entry of readdirSync(modules)) {
      if (entry !== '.federation') symlinkSync(path.join(modules, entry), path.join(work, 'node_modules', entry));
    }
  }
  writeFileSync(
    path.join(work, 'webpack.config.js'),
    `module.exports = require(${JSON.stringify(path.join(repoRoot, 'tooling/federation.js'))}).createRemoteConfig(__dirname);\n`,
  );
  const source = path.join(work, file);
  const text = readFileSync(source, 'utf8');
  if (!text.includes(from)) throw new Error(`${folder}/${file} does not contain ${from}`);
  writeFileSync(source, text.replace(from, to));
  const webpack = require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] });
  const run = spawnSync(process.execPath, [webpack, '--mode', 'production', '--config', path.join(work, 'webpack.config.js')], {
    cwd: work,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`webpack failed:\n${run.stdout}\n${run.stderr}`);
  return path.join(work, 'dist');
}

/**
 * Runs one of the operators' commands (scripts/<name>.mjs) and returns its exit code and output.
 * `env`: its settings on top of this process's (`admin` reads DATABASE_URL, SMTP_HOST, SMTP_PORT).
 */
export function operatorCommand(
  name: 'release' | 'rollback' | 'remotes' | 'admin',
  args: string[],
  env: Record<string, string> = {},
): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', `${name}.mjs`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';

// The same start-up code as `npm start`.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const portal = require('../../scripts/lib/portal.cjs') as {
  root: string;
  startSandbox(o: { port: number; smtpPort: number; allowedOrigins?: string; quiet?: boolean }): Promise<ChildProcess>;
  startApi(o: { port: number; sandboxPort: number; env?: Record<string, string>; quiet?: boolean }): Promise<ChildProcess>;
  stop(child: ChildProcess | undefined): Promise<void>;
  waitFor(url: string): Promise<void>;
};

export const repoRoot = portal.root;

export interface PortalOptions {
  /** Extra environment for the API server (e.g. a shorter IDLE_TIMEOUT_MINUTES, a STATIC_ROOT). */
  apiEnv?: Record<string, string>;
}

export interface RunningPortal {
  url: string;
  sandboxUrl: string;
  port: number;
  sandboxPort: number;
  smtpPort: number;
  dataDir: string;
  api: ChildProcess;
  sandbox: ChildProcess;
  stopSandbox(): Promise<void>;
  startSandbox(): Promise<void>;
  /** Kills the API server at once (SIGKILL: no graceful shutdown), as a crash would. */
  killApi(): Promise<void>;
  /** Starts the API server again on the same port and database. */
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts a sandbox and an API server on free ports, with a fresh embedded database. */
export async function startPortal(options: PortalOptions = {}): Promise<RunningPortal> {
  const [port, sandboxPort, smtpPort] = [await freePort(), await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const origins = `http://localhost:${port},http://127.0.0.1:${port}`;
  const startSandbox = () => portal.startSandbox({ port: sandboxPort, smtpPort, allowedOrigins: origins, quiet: true });
  const running: RunningPortal = {
    url: `http://localhost:${port}`,
    sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    port,
    sandboxPort,
    smtpPort,
    dataDir,
    sandbox: await startSandbox(),
    api: undefined as unknown as ChildProcess,
    async stopSandbox() {
      await portal.stop(running.sandbox);
    },
    async startSandbox() {
      running.sandbox = await startSandbox();
    },
    async killApi() {
      const api = running.api;
      if (api.exitCode !== null || api.signalCode !== null) return;
      await new Promise((resolve) => {
        api.once('exit', resolve);
        api.kill('SIGKILL');
      });
    },
    async startApi() {
      running.api = await portal.startApi({ port, sandboxPort, env, quiet: true });
    },
    async stop() {
      await portal.stop(running.api);
      await portal.stop(running.sandbox);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_PORT: String(smtpPort),
    LOG_LEVEL: 'warn',
    ...options.apiEnv,
  };
  try {
    running.api = await portal.startApi({ port, sandboxPort, env, quiet: true });
  } catch (error) {
    await portal.stop(running.sandbox);
    throw error;
  }
  return running;
}

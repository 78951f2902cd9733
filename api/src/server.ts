import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { DataDirInUseError } from './db/pglite-database';
import { StartRefusedError } from './seed/demo-guard';

/**
 * Starts the API server: checks the configuration (a bad value stops the process with a
 * message naming the variable), builds the app, listens, and shuts down gracefully on
 * SIGINT/SIGTERM so in-flight requests finish and the database closes cleanly.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    // A refusal an operator can act on: its message alone, no stack.
    if (error instanceof StartRefusedError || error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  installShutdown(app);
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(
    {
      portal: `http://${shown}:${port}/`,
      api: `http://${shown}:${port}/api`,
      health: `http://${shown}:${port}/health/ready`,
      database: config.databaseUrl ? 'PostgreSQL server (DATABASE_URL)' : `PGlite at ${config.dataDir}`,
      erp: config.erpUrl,
      sandboxMode: config.sandboxMode,
    },
    'portal API server listening',
  );
  process.stdout.write(`Portal:  http://${shown}:${port}/\nAPI:     http://${shown}:${port}/api\n`);
}

function installShutdown(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Do not hang forever on a stuck connection.
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // A keep-alive connection (nginx keeps some to each upstream) that finishes its last answer
    // after close() began would otherwise stay open until its keep-alive timeout and hold the exit.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
    sweep.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`The portal API server could not start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});

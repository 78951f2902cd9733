import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';

export interface InstanceHeartbeatOptions {
  /** This server's version (api/package.json). */
  version: string;
  /** How often the row is renewed (default 5 s). */
  intervalMs?: number;
}

/** A server that missed this many renewals no longer answers: /system leaves it out, and its row is removed. */
export const BEATS_BEFORE_SILENT = 3;

export interface InstanceIdentity {
  id: string;
  version: string;
  host: string;
  pid: number;
  /** The port it listens on; null until it listens (app.inject alone never does). */
  port: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This API server as the other instances see it in api_instances. */
    instance: InstanceIdentity & { intervalMs: number };
  }
}

/**
 * Keeps this API server's row in api_instances fresh (migration 011): the operators' page counts
 * the instances whose row was renewed lately. The row is written once the server is ready and
 * removed when it closes; a failed renewal is logged and tried again on the next beat.
 */
export const instanceHeartbeatPlugin = fp<InstanceHeartbeatOptions>(
  async (app, opts) => {
    const intervalMs = opts.intervalMs ?? 5000;
    const identity: InstanceIdentity = { id: randomUUID(), version: opts.version, host: hostname(), pid: process.pid, port: null };
    app.decorate('instance', { ...identity, intervalMs });
    const staleSeconds = Math.ceil((intervalMs * BEATS_BEFORE_SILENT) / 1000);
    let timer: NodeJS.Timeout | null = null;
    let beat: Promise<void> | null = null;
    const renew = () => {
      if (beat) return;
      beat = app.apiInstancesRepository
        .renew(identity)
        // A killed server never removes its own row: whoever beats next does, once it is stale.
        .then(() => app.apiInstancesRepository.removeStale(staleSeconds))
        .then((removed) => {
          if (removed > 0) app.log.info({ removed }, 'rows of API servers that stopped answering removed');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'instance heartbeat failed'))
        .finally(() => {
          beat = null;
        });
    };
    app.addHook('onReady', async () => {
      await app.apiInstancesRepository.renew(identity);
      timer = setInterval(renew, intervalMs);
      timer.unref();
    });
    // The port is known once the server listens (PORT=0 picks one).
    app.addHook('onListen', async () => {
      const address = app.server.address();
      identity.port = address && typeof address === 'object' ? address.port : null;
      app.instance.port = identity.port;
      await app.apiInstancesRepository.renew(identity);
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await beat;
      await app.apiInstancesRepository.remove(identity.id).catch((error: unknown) => {
        app.log.warn({ err: error }, 'instance row not removed; it stops counting once it is stale');
      });
    });
  },
  { name: 'instance-heartbeat', dependencies: ['repositories'] },
);

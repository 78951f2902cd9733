import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';

export interface InstanceHeartbeatOptions {
  /** This server's version (api/package.json). */
  version: string;
  /** How often the row is renewed (default 5 s). */
  intervalMs?: number;
}

export interface InstanceIdentity {
  id: string;
  version: string;
  host: string;
  pid: number;
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
    const identity = { id: randomUUID(), version: opts.version, host: hostname(), pid: process.pid };
    app.decorate('instance', { ...identity, intervalMs });
    let timer: NodeJS.Timeout | null = null;
    let beat: Promise<void> | null = null;
    const renew = () => {
      if (beat) return;
      beat = app.apiInstancesRepository
        .renew(identity)
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

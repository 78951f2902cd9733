import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, REMOTE_DEFINITIONS, type CanariesResponse } from 'shared/server';
import { routeOf } from '../../plugins/app/endpoint-route';
import { readCanaries, releaseOfPointer, type Canary } from '../../services/canary/canaries';
import { statsOf, type WatchNote } from '../../services/canary/canary-watch';

interface HistoryEvent {
  remote: string;
  action?: string;
  by?: string;
  at: string;
  reason?: string | null;
}

/** How far back the stable release's counts go when no canary runs. */
const DAY_MS = 24 * 3600 * 1000;

/**
 * GET /api/system/canaries (CanEditSystemConfig): per remote its stable release and its canary with
 * the share, the page loads and errors of each since the hour the canary started (the last day
 * when none runs),
 * and the watch's last decision (docs/architecture/remotes.md#canary-releases).
 */
export const canariesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(app, API.canaries),
    handler: async (): Promise<CanariesResponse> => {
      const now = app.jobs.clock.now();
      const manifest = app.canaryWatch.stable();
      const root = app.canaryWatch.root;
      // Read at each call, not through the server's one-second copy: /system shows a change at once.
      const canaries = root ? (readCanaries(path.join(root, 'canary.json')) as Record<string, Canary & { watch?: WatchNote }>) : {};
      const lastDay = await app.clientReportsRepository.releaseTotals(new Date(now.getTime() - DAY_MS));
      const events = (await app.canaryWatch.history()) as unknown as HistoryEvent[];
      return {
        settings: app.canaryWatch.settings,
        remotes: await Promise.all(REMOTE_DEFINITIONS.map(async (remote) => {
          const stable = releaseOfPointer(remote.folder, manifest[remote.name]);
          const canary = canaries[remote.name];
          // With a canary: both releases counted over the canary's time, as the watch compares them.
          const totals = canary && Number.isFinite(Date.parse(canary.since)) ? await app.clientReportsRepository.releaseTotals(new Date(canary.since)) : lastDay;
          const lastWatch = events.filter((e) => e.remote === remote.folder && e.by === 'canary-watch').at(-1);
          return {
            remote: remote.folder,
            name: remote.name,
            stable: { release: stable, ...statsOf(totals, remote.name, stable) },
            canary: canary
              ? { release: canary.release, percent: canary.percent, since: canary.since, by: canary.by ?? null, reason: canary.reason ?? null, ...statsOf(totals, remote.name, canary.release) }
              : null,
            watch: canary?.watch
              ? { at: canary.watch.at, action: canary.watch.action, reason: canary.watch.reason }
              : lastWatch
                ? { at: lastWatch.at, action: lastWatch.action ?? 'rollback', reason: lastWatch.reason ?? '' }
                : null,
          };
        })),
      };
    },
  });
};

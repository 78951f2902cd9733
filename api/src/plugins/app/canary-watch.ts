import path from 'node:path';
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { RemotesManifest } from 'shared/server';
import type { RemotesManifestSource } from '../../services/config/remotes-manifest';
import { watchCanaries, type WatchOutcome, type WatchSettings } from '../../services/canary/canary-watch';

export interface CanaryWatchOptions {
  /** The release root whose canary.json is watched (the folder of the served remotes.json); null: no watch. */
  root: string | null;
  settings: WatchSettings;
  /** The served /remotes.json and canary.json (re-read as soon as they change). */
  source: RemotesManifestSource;
}

export interface CanaryWatch {
  root: string | null;
  settings: WatchSettings;
  /** One round of the watch at `now`: what it decided per canary. */
  runOnce(now: Date): Promise<WatchOutcome[]>;
  /** The stable pointers. */
  stable(): RemotesManifest;
  /** The release root's history.json events (none without a root). */
  history(): Promise<Array<Record<string, unknown>>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    canaryWatch: CanaryWatch;
  }
}

export const CANARY_WATCH_JOB = 'canary-watch';

/**
 * The canary watch (docs/architecture/remotes.md#the-watch): a job of the queue every minute, so
 * that one API server among several judges each canary per round, from the page loads and browser
 * reports all servers counted in the database. A rollback counts in /metrics.
 */
export const canaryWatchPlugin = fp<CanaryWatchOptions>(
  async (app, opts) => {
    const root = opts.root;
    const runOnce = async (now: Date): Promise<WatchOutcome[]> => {
      if (!root) return [];
      const outcomes = await watchCanaries({ root, now, settings: opts.settings, totals: (since) => app.clientReportsRepository.releaseTotals(since) });
      for (const outcome of outcomes) {
        if (outcome.action === 'wait') continue;
        if (outcome.action === 'rollback') app.metrics.recordCanaryRollback(outcome.remote);
        app.log.warn({ canary: outcome }, `canary ${outcome.remote} ${outcome.release}: ${outcome.action}`);
      }
      return outcomes;
    };
    const history = async () => {
      if (!root) return [];
      try {
        const parsed = JSON.parse(await readFile(path.join(root, 'history.json'), 'utf8')) as { events?: unknown };
        return Array.isArray(parsed.events) ? (parsed.events as Array<Record<string, unknown>>) : [];
      } catch {
        return [];
      }
    };
    app.decorate('canaryWatch', { root, settings: opts.settings, runOnce, stable: () => opts.source.current(), history });
    if (!root) return;
    await app.jobs.define({ name: CANARY_WATCH_JOB, schedule: '@every 60s', maxAttempts: 1, run: ({ now }) => runOnce(now) });
  },
  { name: 'canary-watch', dependencies: ['job-queue', 'repositories'] },
);

/** The release root of a served remotes.json: only a release root (DEPLOY_ROOT or its remotes.json) has canaries. */
export const canaryRootOf = (manifestFile: string | null): string | null => (manifestFile ? path.dirname(manifestFile) : null);

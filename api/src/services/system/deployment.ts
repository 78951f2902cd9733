import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_DEFINITIONS, type LiveRemote, type ScriptInventoryResponse } from 'shared/server';
import { manifestUrlOf } from '../../config';
import type { RemotesManifestSource } from '../config/remotes-manifest';
import { liveScriptPaths, scriptInventory } from './script-inventory';

export interface DeploymentOptions {
  /** The release root (DEPLOY_ROOT), or null when the builds are served from STATIC_ROOT. */
  deployRoot: string | null;
  staticRoot: string;
  remotesManifest: RemotesManifestSource;
}

interface HistoryEvent {
  remote: string;
  release: string;
  at: string;
  forced?: boolean;
}

export interface Deployment {
  shell(): Promise<{ version: string | null; release: string | null; liveSince: string | null }>;
  remotes(): Promise<LiveRemote[]>;
  /** Every script each payment page may load, inventoried (docs/security/script-integrity.md#the-inventory). */
  scripts(): Promise<ScriptInventoryResponse>;
  /** Every released script's path a browser may have loaded (null: builds, not releases, are served). */
  liveScriptPaths(): Promise<Set<string> | null>;
}

async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * What runs, read from the release layout (docs/operations/deploying.md): the shell's build, and
 * per remote the release /remotes.json points at and when the history says it went live. Read at
 * each call, so a release or rollback shows at once.
 */
export function createDeployment(opts: DeploymentOptions): Deployment {
  const shellDir = opts.deployRoot ? path.join(opts.deployRoot, 'shell') : path.join(opts.staticRoot, 'shell', 'dist');
  const history = async (): Promise<HistoryEvent[]> => {
    if (!opts.deployRoot) return [];
    const parsed = (await readJson(path.join(opts.deployRoot, 'history.json'))) as { events?: HistoryEvent[] } | null;
    return Array.isArray(parsed?.events) ? parsed.events : [];
  };
  const lastLive = (events: HistoryEvent[], remote: string, release: string | null) =>
    release === null ? undefined : events.filter((e) => e.remote === remote && e.release === release).at(-1);

  return {
    async shell() {
      const manifest = (await readJson(path.join(shellDir, 'mf-manifest.json'))) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
      const version = manifest?.metaData?.buildInfo?.buildVersion;
      const installed = (await history()).filter((e) => e.remote === 'shell').at(-1);
      return {
        version: typeof version === 'string' ? version : null,
        release: installed?.release ?? null,
        liveSince: installed?.at ?? null,
      };
    },
    async remotes() {
      const pointer = opts.remotesManifest.current();
      const events = await history();
      return REMOTE_DEFINITIONS.map((remote) => {
        const url = manifestUrlOf(pointer[remote.name]) ?? null;
        const match = url === null ? null : new RegExp(`^/remotes/${remote.folder}/([^/]+)/mf-manifest\\.json$`).exec(url);
        const release = match?.[1] ?? null;
        const event = lastLive(events, remote.folder, release);
        return { remote: remote.folder, name: remote.name, release, url, liveSince: event?.at ?? null, forced: Boolean(event?.forced) };
      });
    },
    scripts: () => scriptInventory(opts.deployRoot, opts.remotesManifest.current()),
    liveScriptPaths: () => liveScriptPaths(opts.deployRoot, opts.remotesManifest.current()),
  };
}

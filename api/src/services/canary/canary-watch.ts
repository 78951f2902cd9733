import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_DEFINITIONS } from 'shared/server';
import { readCanaries, releaseOfPointer, type Canary } from './canaries';

/** When the watch judges a canary (CANARY_MIN_LOADS, CANARY_ERROR_MARGIN, CANARY_PROMOTE_AFTER_MINUTES). */
export interface WatchSettings {
  /** Page loads the canary needs before its error rate is judged at all. */
  minLoads: number;
  /** How much higher than the stable release's its error rate must be to count as clearly worse (0.05: 5 points). */
  margin: number;
  /** How long a canary that was judged and not worse runs before it is promoted. */
  promoteAfterMinutes: number;
}

export const DEFAULT_WATCH_SETTINGS: WatchSettings = { minLoads: 50, margin: 0.05, promoteAfterMinutes: 60 };

export interface ReleaseStats {
  loads: number;
  errors: number;
}

export interface Decision {
  action: 'rollback' | 'promote' | 'wait';
  reason: string;
}

const rate = (s: ReleaseStats) => (s.loads > 0 ? s.errors / s.loads : 0);
const percent = (r: number) => `${(r * 100).toFixed(1)} %`;
const describe = (name: string, s: ReleaseStats) => `${name} ${s.errors} errors in ${s.loads} page loads (${percent(rate(s))})`;

/**
 * The watch's judgement of one canary (docs/architecture/remotes.md#the-watch): rolled back when,
 * over at least `minLoads` page loads, its error rate is above the stable release's by more than
 * the margin; promoted once it has run `promoteAfterMinutes` and was judged (enough page loads)
 * without that; otherwise left running. The reason carries the numbers, for the history.
 */
export function decideCanary(input: { since: Date; now: Date; canary: ReleaseStats; stable: ReleaseStats; settings: WatchSettings }): Decision {
  const { canary, stable, settings } = input;
  const numbers = `${describe('canary', canary)}, ${describe('stable', stable)}`;
  if (canary.loads < settings.minLoads) {
    return { action: 'wait', reason: `${canary.loads} of ${settings.minLoads} page loads needed before judging; ${numbers}` };
  }
  if (rate(canary) > rate(stable) + settings.margin) {
    return { action: 'rollback', reason: `error rate clearly worse than stable (margin ${percent(settings.margin)}): ${numbers}` };
  }
  const minutes = (input.now.getTime() - input.since.getTime()) / 60_000;
  if (minutes >= settings.promoteAfterMinutes) {
    return { action: 'promote', reason: `no worse than stable for ${Math.floor(minutes)} minutes: ${numbers}` };
  }
  return { action: 'wait', reason: `not worse than stable; promoted after ${settings.promoteAfterMinutes} minutes (${Math.floor(minutes)} so far); ${numbers}` };
}

/** Per release: its page loads, and the failures its browsers reported. */
export function statsOf(totals: ReadonlyArray<{ kind: string; remote: string; release: string; count: number }>, remote: string, release: string | null): ReleaseStats {
  const stats: ReleaseStats = { loads: 0, errors: 0 };
  for (const row of totals) {
    if (row.remote !== remote || row.release !== release) continue;
    if (row.kind === 'page-load') stats.loads += row.count;
    else stats.errors += row.count;
  }
  return stats;
}

/** The watch's last look at a canary, kept in canary.json for /system. */
export interface WatchNote {
  at: string;
  action: Decision['action'];
  reason: string;
  canary: ReleaseStats;
  stable: ReleaseStats;
}

export interface WatchOutcome extends WatchNote {
  remote: string;
  release: string;
}

function writeAtomic(file: string, content: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = openSync(temporary, 'wx', 0o644);
    try {
      writeSync(fd, content);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/**
 * The release root's lock, the one npm run release, promote and rollback take (tooling/release-files.js):
 * while a command holds it the watch leaves this round out, the next minute comes anyway.
 */
function withLock<T>(root: string, operation: () => T): T | null {
  const lock = path.join(root, '.lock');
  let fd: number;
  try {
    fd = openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  try {
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return operation();
  } finally {
    rmSync(lock, { force: true });
  }
}

type Totals = ReadonlyArray<{ kind: string; remote: string; release: string; count: number }>;

/**
 * One round of the watch over the release root `root` (its remotes.json, canary.json, history.json):
 * each canary judged, rolled back or promoted as decided, with the history naming `canary-watch`
 * and the numbers. Returns what it decided per canary.
 */
export async function watchCanaries(opts: {
  root: string;
  now: Date;
  settings: WatchSettings;
  totals: (since: Date) => Promise<Totals>;
}): Promise<WatchOutcome[]> {
  const files = { pointer: path.join(opts.root, 'remotes.json'), canary: path.join(opts.root, 'canary.json'), history: path.join(opts.root, 'history.json') };
  const canaries = readCanaries(files.canary);
  if (Object.keys(canaries).length === 0) return [];
  const since = new Date(Math.min(...Object.values(canaries).map((c) => Date.parse(c.since) || opts.now.getTime())));
  const totals = await opts.totals(since);
  const outcomes: WatchOutcome[] = [];
  const done = withLock(opts.root, () => {
    // Read again under the lock: a release or rollback may have changed the canary meanwhile.
    const raw = readJson<Record<string, Canary & { watch?: WatchNote }>>(files.canary, {});
    const pointer = readJson<Record<string, unknown>>(files.pointer, {});
    const events = readJson<{ events: unknown[] }>(files.history, { events: [] }).events;
    for (const remote of REMOTE_DEFINITIONS) {
      const canary = canaries[remote.name];
      if (!canary || raw[remote.name]?.release !== canary.release || raw[remote.name]?.since !== canary.since) continue;
      const stableRelease = releaseOfPointer(remote.folder, pointer[remote.name] as Canary['pointer']);
      const stats = { canary: statsOf(totals, remote.name, canary.release), stable: statsOf(totals, remote.name, stableRelease) };
      const decision = decideCanary({ since: new Date(canary.since), now: opts.now, ...stats, settings: opts.settings });
      const note: WatchNote = { at: opts.now.toISOString(), ...decision, ...stats };
      outcomes.push({ remote: remote.name, release: canary.release, ...note });
      const event = { remote: remote.folder, at: note.at, by: 'canary-watch', reason: decision.reason, percent: canary.percent, canarySince: canary.since };
      if (decision.action === 'rollback') {
        delete raw[remote.name];
        events.push({ ...event, release: stableRelease, from: canary.release, action: 'rollback', canary: canary.release });
      } else if (decision.action === 'promote') {
        pointer[remote.name] = canary.pointer;
        delete raw[remote.name];
        events.push({ ...event, release: canary.release, from: stableRelease, action: 'promote', integrity: typeof canary.pointer === 'object' ? canary.pointer.integrity : {} });
      } else {
        raw[remote.name] = { ...raw[remote.name]!, watch: note };
      }
    }
    // The pointer first: it is what runs; then the canaries; the history is what an operator reads.
    if (outcomes.some((o) => o.action === 'promote')) writeAtomic(files.pointer, `${JSON.stringify(pointer, null, 2)}\n`);
    writeAtomic(files.canary, `${JSON.stringify(raw, null, 2)}\n`);
    if (outcomes.some((o) => o.action !== 'wait')) writeAtomic(files.history, `${JSON.stringify({ events }, null, 2)}\n`);
    return true;
  });
  return done ? outcomes : [];
}

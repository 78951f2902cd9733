// The release layout and the operations on it (docs/operations/deploying.md): `npm start`,
// `npm run release`, `npm run rollback` and `npm run remotes` are thin commands over this module.
//
// <root>/shell/                          the live shell (served at /)
// <root>/remotes/<folder>/<release>/     one remote build, immutable once written
// <root>/remotes.json                    the pointer: each remote's live manifest URL (served as /remotes.json)
// <root>/history.json                    every switch of the pointer: what, when, from what, by whom, why, forced or not
// <root>/canary.json                     per remote at most one canary: its pinned pointer, the share of browsers, since when
//                                        (the API server answers /remotes.json per browser from it, docs/architecture/remotes.md#canary-releases)
// <root>/remotes/<folder>/<release>/integrity.json  the SHA-384 of each file of that release (tooling/release-integrity.js)
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { REMOTES } = require('./remotes');
const { findMismatches } = require('./release-compat');
const { ReleaseError, buildFiles, copyBuild, readJson, releaseName, withLock, writeFileAtomic, contentHash } = require('./release-files');
const { entryUrl, pointerEntry, readIntegrity, writeIntegrity } = require('./release-integrity');

const POINTER = 'remotes.json';
const HISTORY = 'history.json';
const CANARY = 'canary.json';
/** `<version>-<8 hex digits of the build's content hash>`: the same build always gets the same name. */
const RELEASE_NAME = /^[0-9A-Za-z.+-]+-[0-9a-f]{8}$/;

const layout = (root) => ({
  root,
  shell: path.join(root, 'shell'),
  remotes: path.join(root, 'remotes'),
  pointer: path.join(root, POINTER),
  history: path.join(root, HISTORY),
  canary: path.join(root, CANARY),
});

function remoteByName(name) {
  const remote = REMOTES.find((r) => r.folder === name || r.name === name);
  if (!remote) throw new ReleaseError(`Unknown remote "${name}". Known remotes: ${REMOTES.map((r) => r.folder).join(', ')}`);
  return remote;
}

/** The URL the shell loads a release's manifest from (an entry of remotes.json). */
const manifestUrl = (remote, release) => `/remotes/${remote.folder}/${release}/mf-manifest.json`;

/** The release a remotes.json entry (its URL, or `{ entry, integrity }`) points at, or null for an entry outside the layout. */
function releaseOfUrl(remote, value) {
  const match = new RegExp(`^/remotes/${remote.folder}/([^/]+)/mf-manifest\\.json$`).exec(entryUrl(value) ?? '');
  return match ? match[1] : null;
}

const readPointer = (root) => readJson(layout(root).pointer, {});
const readHistory = (root) => readJson(layout(root).history, { events: [] }).events;
/** The canaries by remote name: `{ release, pointer: { entry, integrity }, percent, since, by, reason }`. */
const readCanaries = (root) => readJson(layout(root).canary, {});

function appendHistory(root, entry) {
  writeFileAtomic(layout(root).history, `${JSON.stringify({ events: [...readHistory(root), entry] }, null, 2)}\n`);
}

function writeCanaries(root, canaries, hooks) {
  writeFileAtomic(layout(root).canary, `${JSON.stringify(canaries, null, 2)}\n`, hooks);
}

/** A canary's share: a whole percent from 1 to 99 (0 is no canary, 100 is a release). */
function canaryPercent(value) {
  const percent = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError(`--canary takes a whole percent from 1 to 99 (got "${value}"): the share of browsers that get the new release.`);
  }
  return percent;
}

/** The live shell's Module Federation manifest: what it provides to the remotes. */
function shellManifest(root) {
  const file = path.join(layout(root).shell, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new ReleaseError(`No live shell in ${root} (${file} is missing): run npm start once, or npm run release -- shell.`);
  return readJson(file);
}

function releaseManifest(root, remote, release) {
  return readJson(path.join(layout(root).remotes, remote.folder, release, 'mf-manifest.json'));
}

/** Refuses a remote that does not fit the live shell, unless forced; returns what did not fit. */
function checkFits(root, remote, manifest, force) {
  const mismatches = findMismatches(shellManifest(root), manifest);
  if (mismatches.length > 0 && !force) {
    const lines = mismatches.map((m) => `  ${m.message}`).join('\n');
    throw new ReleaseError(`${remote.folder} does not fit the live shell:\n${lines}\nNothing was changed. --force releases it anyway (recorded in the history).`);
  }
  return mismatches;
}

/**
 * Points the remote at `release` (pointer written atomically), pinned to the integrity of its
 * manifest and entry, and records it in the history.
 */
function switchTo(root, remote, release, event, hooks) {
  const paths = layout(root);
  const pointer = readPointer(root);
  const from = releaseOfUrl(remote, pointer[remote.name]);
  const pinned = pointerEntry(manifestUrl(remote, release), path.join(paths.remotes, remote.folder, release));
  const next = { ...pointer, [remote.name]: pinned };
  const history = readHistory(root);
  const entry = { remote: remote.folder, release, from, ...event, integrity: pinned.integrity };
  // The pointer first: the history is what an operator reads, the pointer is what runs.
  writeFileAtomic(paths.pointer, `${JSON.stringify(next, null, 2)}\n`, hooks);
  writeFileAtomic(paths.history, `${JSON.stringify({ events: [...history, entry] }, null, 2)}\n`);
  return entry;
}

/** The releases of a remote on disk, oldest first (by when each first went live). */
function releasesOf(root, remote) {
  const dir = path.join(layout(root).remotes, remote.folder);
  if (!fs.existsSync(dir)) return [];
  const history = readHistory(root).filter((e) => e.remote === remote.folder);
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && RELEASE_NAME.test(entry.name))
    .map((entry) => {
      const times = history.filter((e) => e.release === entry.name).map((e) => e.at);
      return {
        release: entry.name,
        firstLive: times[0] ?? null,
        lastLive: times.at(-1) ?? null,
        created: fs.statSync(path.join(dir, entry.name)).mtime.toISOString(),
      };
    })
    .sort((a, b) => (a.firstLive ?? a.created).localeCompare(b.firstLive ?? b.created) || a.release.localeCompare(b.release));
}

/**
 * Releases the remote's build in `dist`: a new immutable folder (unless one with the same content
 * exists), the fit check, then the pointer switch. An unchanged build that is already live changes nothing.
 */
function release({ root, remote: name, dist, version, force = false, by, reason, canary, now = () => new Date(), hooks }) {
  const remote = remoteByName(name);
  const percent = canary === undefined || canary === null ? null : canaryPercent(canary);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new ReleaseError(`${dist} holds no build of ${remote.folder} (no mf-manifest.json).`);
  return withLock(root, () => {
    const releaseId = releaseName(version, dist);
    const target = path.join(layout(root).remotes, remote.folder, releaseId);
    const live = releaseOfUrl(remote, readPointer(root)[remote.name]);
    const running = readCanaries(root)[remote.name];
    if (percent !== null && live === releaseId) throw new ReleaseError(`${remote.folder} ${releaseId} is already the release for everyone: a canary of it changes nothing.`);
    if (percent !== null && !live) throw new ReleaseError(`${remote.folder} has no live release yet: release it for everyone first (a canary is compared with it).`);
    if (live === releaseId && fs.existsSync(target) && !running) return { remote: remote.folder, changed: false, release: releaseId, mismatches: [] };
    const mismatches = checkFits(root, remote, readJson(path.join(dist, 'mf-manifest.json')), force);
    // Never overwritten: the name carries the content hash, so an existing folder already holds this build.
    const created = !fs.existsSync(target);
    if (created) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // The hashes are taken of the copy, as it will be served.
      copyBuild(dist, target, (copy) => writeIntegrity(copy, now));
    }
    if (percent !== null) {
      const event = eventOf('canary', now, force, mismatches, { by, reason });
      const pinned = pointerEntry(manifestUrl(remote, releaseId), target);
      const canaries = readCanaries(root);
      // A new canary replaces a running one: one canary per remote, compared with the stable release.
      writeCanaries(root, { ...canaries, [remote.name]: { release: releaseId, pointer: pinned, percent, since: event.at, by: event.by, reason: event.reason } }, hooks);
      const entry = { remote: remote.folder, release: releaseId, from: live, ...event, percent, stable: live, integrity: pinned.integrity, ...(running ? { replaced: running.release } : {}) };
      appendHistory(root, entry);
      return { remote: remote.folder, changed: true, created, release: releaseId, from: live, canary: percent, mismatches };
    }
    // A release for everyone ends a running canary: the pointer now decides alone.
    if (running) endCanary(root, remote);
    const entry = switchTo(root, remote, releaseId, eventOf('release', now, force, mismatches, { by, reason }), hooks);
    return { remote: remote.folder, changed: true, created, release: releaseId, from: entry.from, mismatches };
  });
}

function endCanary(root, remote) {
  const canaries = { ...readCanaries(root) };
  delete canaries[remote.name];
  writeCanaries(root, canaries);
}

/** Makes the remote's canary the release for everyone: its pinned pointer becomes the pointer, the canary ends. */
function promote({ root, remote: name, by, reason, now = () => new Date(), hooks }) {
  const remote = remoteByName(name);
  return withLock(root, () => {
    const canary = readCanaries(root)[remote.name];
    if (!canary) throw new ReleaseError(`${remote.folder} has no canary to promote.`);
    const pointer = readPointer(root);
    const from = releaseOfUrl(remote, pointer[remote.name]);
    const event = eventOf('promote', now, false, [], { by, reason });
    const entry = { remote: remote.folder, release: canary.release, from, ...event, percent: canary.percent, canarySince: canary.since, integrity: canary.pointer.integrity };
    writeFileAtomic(layout(root).pointer, `${JSON.stringify({ ...pointer, [remote.name]: canary.pointer }, null, 2)}\n`, hooks);
    endCanary(root, remote);
    appendHistory(root, entry);
    return { remote: remote.folder, release: canary.release, from };
  });
}

/** Ends the remote's canary: every browser gets the stable release again; the pointer is untouched. */
function endCanaryCommand(root, remote, { by, reason, now }) {
  const canary = readCanaries(root)[remote.name];
  const stable = releaseOfUrl(remote, readPointer(root)[remote.name]);
  const event = eventOf('rollback', now, false, [], { by, reason });
  const entry = { remote: remote.folder, release: stable, from: canary.release, ...event, canary: canary.release, percent: canary.percent, canarySince: canary.since };
  endCanary(root, remote);
  appendHistory(root, entry);
  return { remote: remote.folder, release: stable, from: canary.release, canaryEnded: true, mismatches: [] };
}

/** Points the remote back at an earlier release (or `to`): no build, no copy, one pointer write. */
function rollback({ root, remote: name, to, force = false, by, reason, now = () => new Date(), hooks }) {
  const remote = remoteByName(name);
  return withLock(root, () => {
    // A running canary is what a rollback without a named release undoes.
    if (to === undefined && readCanaries(root)[remote.name]) return endCanaryCommand(root, remote, { by, reason, now });
    const live = releaseOfUrl(remote, readPointer(root)[remote.name]);
    const releases = releasesOf(root, remote).map((r) => r.release);
    let target = to;
    if (target === undefined) {
      const index = releases.indexOf(live);
      if (index <= 0) {
        throw new ReleaseError(`${remote.folder} has no release earlier than ${live ?? 'its live one'} to roll back to.`);
      }
      target = releases[index - 1];
    } else if (!releases.includes(target)) {
      throw new ReleaseError(`${remote.folder} has no release "${target}". Its releases: ${releases.join(', ') || 'none'}.`);
    }
    if (target === live) throw new ReleaseError(`${remote.folder} ${target} is already live.`);
    const mismatches = checkFits(root, remote, releaseManifest(root, remote, target), force);
    if (readCanaries(root)[remote.name]) endCanary(root, remote);
    const entry = switchTo(root, remote, target, eventOf('rollback', now, force, mismatches, { by, reason }), hooks);
    return { remote: remote.folder, release: target, from: entry.from, mismatches };
  });
}

/** Who runs the command when --by is not given: the operating-system user. */
function defaultActor() {
  try {
    return os.userInfo().username;
  } catch {
    // A container's user without a passwd entry.
    return process.env.USER || process.env.LOGNAME || 'unknown';
  }
}

function eventOf(action, now, force, mismatches, { by, reason } = {}) {
  return {
    action,
    at: now().toISOString(),
    by: by || defaultActor(),
    reason: reason || null,
    ...(force && mismatches.length > 0 ? { forced: true, mismatches: mismatches.map((m) => m.message) } : {}),
  };
}

/**
 * What `npm run remotes` and the operators' page show: per remote its live release and when it
 * went live, its earlier releases, and the shared packages its live release requires.
 */
function describe(root) {
  const pointer = readPointer(root);
  const history = readHistory(root);
  const canaries = readCanaries(root);
  return REMOTES.map((remote) => {
    const live = releaseOfUrl(remote, pointer[remote.name]);
    const lastLive = (release) => history.filter((e) => e.remote === remote.folder && e.release === release).at(-1) ?? null;
    const liveEvent = live ? lastLive(live) : null;
    let requires = [];
    if (live) {
      try {
        requires = requirements(releaseManifest(root, remote, live));
      } catch {
        requires = [];
      }
    }
    return {
      remote: remote.folder,
      name: remote.name,
      url: entryUrl(pointer[remote.name]),
      pinned: typeof pointer[remote.name] === 'object',
      live,
      liveSince: liveEvent?.at ?? null,
      liveBy: liveEvent?.by ?? null,
      liveReason: liveEvent?.reason ?? null,
      forced: Boolean(liveEvent?.forced),
      canary: canaries[remote.name] ? { release: canaries[remote.name].release, percent: canaries[remote.name].percent, since: canaries[remote.name].since } : null,
      earlier: releasesOf(root, remote)
        .filter((r) => r.release !== live && r.release !== canaries[remote.name]?.release)
        .map((r) => ({ release: r.release, wentLive: r.lastLive })),
      requires,
    };
  });
}

/** A manifest's shared packages and the versions it requires, by name. */
function requirements(manifest) {
  return (manifest.shared ?? [])
    .map((s) => ({ name: s.name, requiredVersion: s.requiredVersion || '*' }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The version a build's mf-manifest.json carries (its package's version when it was built), or null. */
function buildVersion(dist) {
  const version = readJson(path.join(dist, 'mf-manifest.json'), null)?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && /^[0-9A-Za-z.+-]+$/.test(version) ? version : null;
}

const hasShell = (root) => fs.existsSync(path.join(layout(root).shell, 'mf-manifest.json'));

/**
 * Makes the shell build in `dist` the live shell (the shell is not versioned: it is the platform
 * the remotes' releases are checked against). Every live remote must fit it, unless forced. The
 * folder is swapped by two renames, so a request finds the old shell or the new one.
 */
function installShell(root, dist, { force = false, by, reason } = {}) {
  const { shell } = layout(root);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new ReleaseError(`${dist} holds no build of the shell.`);
  return withLock(root, () => {
    const next = readJson(path.join(dist, 'mf-manifest.json'));
    const name = releaseName(next.metaData?.buildInfo?.buildVersion ?? '0.0.0', dist);
    if (hasShell(root) && releaseName(next.metaData?.buildInfo?.buildVersion ?? '0.0.0', shell) === name) {
      return { remote: 'shell', release: name, changed: false };
    }
    const pointer = readPointer(root);
    const problems = [];
    for (const remote of REMOTES) {
      const live = releaseOfUrl(remote, pointer[remote.name]);
      if (!live) continue;
      for (const m of findMismatches(next, releaseManifest(root, remote, live))) problems.push(`  ${remote.folder} ${live}: ${m.message}`);
    }
    if (problems.length > 0 && !force) {
      throw new ReleaseError(`The new shell does not fit the live remotes:\n${problems.join('\n')}\nNothing was changed. --force installs it anyway.`);
    }
    const temporary = `${shell}.${process.pid}.tmp`;
    const old = `${shell}.${process.pid}.old`;
    fs.rmSync(temporary, { recursive: true, force: true });
    fs.mkdirSync(temporary, { recursive: true });
    for (const file of buildFiles(dist)) {
      fs.mkdirSync(path.dirname(path.join(temporary, file)), { recursive: true });
      fs.copyFileSync(path.join(dist, file), path.join(temporary, file));
    }
    writeIntegrity(temporary);
    if (fs.existsSync(shell)) fs.renameSync(shell, old);
    fs.renameSync(temporary, shell);
    fs.rmSync(old, { recursive: true, force: true });
    const history = readHistory(root);
    const entry = { remote: 'shell', release: name, ...eventOf('install', () => new Date(), false, [], { by, reason }), ...(force && problems.length > 0 ? { forced: true, mismatches: problems.map((p) => p.trim()) } : {}) };
    writeFileAtomic(layout(root).history, `${JSON.stringify({ events: [...history, entry] }, null, 2)}\n`);
    return { ...entry, changed: true };
  });
}

module.exports = {
  ReleaseError,
  layout,
  remoteByName,
  manifestUrl,
  releaseOfUrl,
  releaseName,
  contentHash,
  writeFileAtomic,
  readPointer,
  readHistory,
  readCanaries,
  releasesOf,
  release,
  promote,
  rollback,
  describe,
  requirements,
  installShell,
  hasShell,
  buildVersion,
  defaultActor,
  readIntegrity,
};

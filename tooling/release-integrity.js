// The integrity of a release (docs/security/script-integrity.md): a SHA-384 of every file it
// serves, written once beside its files as integrity.json, and the entry of /remotes.json that
// pins a remote's manifest and entry to the bytes released.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { INTEGRITY_FILE, buildFiles, readJson } = require('./release-files');
const ALGORITHM = 'sha384';

/** The Subresource Integrity value of some bytes: `sha384-<base64>`, as browsers check it. */
const integrityOf = (bytes) => `${ALGORITHM}-${crypto.createHash(ALGORITHM).update(bytes).digest('base64')}`;

/** Every file of a build folder (its path relative to the folder) with its integrity, sorted by path. */
function hashFiles(dir) {
  const files = {};
  for (const file of buildFiles(dir)) {
    files[file] = integrityOf(fs.readFileSync(path.join(dir, file)));
  }
  return files;
}

/** Writes `dir`/integrity.json for the files in `dir` now; returns its content. */
function writeIntegrity(dir, now = () => new Date()) {
  const record = { algorithm: ALGORITHM, recordedAt: now().toISOString(), files: hashFiles(dir) };
  fs.writeFileSync(path.join(dir, INTEGRITY_FILE), `${JSON.stringify(record, null, 2)}\n`, { mode: 0o444 });
  return record;
}

/**
 * A release's record: written when the release was made. A release folder from before records
 * existed gets one the first time it is needed, from the bytes it holds then (`recordedAt` says when).
 */
function readIntegrity(dir, now) {
  const file = path.join(dir, INTEGRITY_FILE);
  if (!fs.existsSync(file)) return writeIntegrity(dir, now);
  return readJson(file);
}

/** The remote's entry file named by its manifest (`metaData.remoteEntry`), relative to the manifest. */
function entryFileOf(manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  const name = typeof entry?.name === 'string' && entry.name ? entry.name : 'remoteEntry.js';
  return path.posix.join(typeof entry?.path === 'string' ? entry.path : '', name);
}

/**
 * The /remotes.json entry of a release: its manifest URL, and the integrity of the files the
 * federation runtime itself loads, by their URL as it asks for them (beside the manifest): the
 * manifest, the entry, and the exposed modules' first chunks, which it preloads with script tags
 * of its own as it loads the remote. The shell refuses the remote when one differs
 * (shell/src/lib/federation/remote-fallback-plugin.ts, docs/security/script-integrity.md). The
 * remote's other chunks are loaded by its own runtime, with the hashes its manifest records
 * (tooling/chunk-integrity-plugin.js).
 */
function pointerEntry(url, dir, now) {
  const { files } = readIntegrity(dir, now);
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  const manifest = readJson(path.join(dir, 'mf-manifest.json'));
  const firstFiles = [entryFileOf(manifest), ...(manifest.exposes ?? []).flatMap((e) => e.assets?.js?.sync ?? [])];
  const integrity = { [url]: files['mf-manifest.json'] };
  for (const file of firstFiles.map((f) => f.replace(/^\/+/, ''))) {
    if (files[file]) integrity[`${base}${file}`] = files[file];
  }
  return { entry: url, integrity };
}

/** The manifest URL of a /remotes.json entry: a URL alone (unpinned) or `{ entry, integrity }`. */
const entryUrl = (value) => (typeof value === 'string' ? value : (value?.entry ?? null));

module.exports = { INTEGRITY_FILE, ALGORITHM, integrityOf, hashFiles, writeIntegrity, readIntegrity, entryFileOf, pointerEntry, entryUrl };

// The files of the release root (docs/operations/deploying.md): what a build is made of and its
// content-named release, writes a reader never sees half done, and one operation at a time.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Held while an operation runs on a root: its owner's process id. */
const LOCK = '.lock';
/** A release's record of its files' hashes (tooling/release-integrity.js): written beside them, never part of them. */
const INTEGRITY_FILE = 'integrity.json';

/** A refusal the commands print as it is and exit non-zero on. */
class ReleaseError extends Error {}

/** Files of a build, relative and sorted; source maps never belong to a release, nor its integrity record. */
function buildFiles(dir) {
  const files = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name);
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile() && !entry.name.endsWith('.map') && name !== INTEGRITY_FILE) files.push(name.split(path.sep).join('/'));
    }
  };
  walk('');
  return files.sort();
}

/** A hash over every file's path and bytes: two builds get the same one only when they are the same. */
function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of buildFiles(dir)) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}

function releaseName(version, dir) {
  return `${version}-${contentHash(dir).slice(0, 8)}`;
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT' && fallback !== undefined) return fallback;
    throw new ReleaseError(`${file} is not readable: ${error.message}`);
  }
}

/**
 * Writes `file` so that a reader sees the old content or the new, never a mix: the new content goes
 * to a temporary file beside it, is flushed to disk, then renamed over the old one (a rename within
 * one folder is atomic). `hooks.beforeRename` lets the tests interrupt the write there.
 */
function writeFileAtomic(file, content, hooks = {}) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temporary, 'wx', 0o644);
    try {
      fs.writeSync(fd, content);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    hooks.beforeRename?.(temporary);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * One operation at a time on a root: a second release or rollback started meanwhile is refused
 * instead of losing one of the two pointer edits.
 */
function withLock(root, operation) {
  const lock = path.join(root, LOCK);
  fs.mkdirSync(root, { recursive: true });
  let fd;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = fs.readFileSync(lock, 'utf8').trim();
    if (holder && !isRunning(Number(holder))) {
      // Left by a command that was killed: nobody holds it any more.
      fs.rmSync(lock, { force: true });
      return withLock(root, operation);
    }
    throw new ReleaseError(`Another release or rollback (process ${holder || 'unknown'}) is running on ${root}; try again when it ends.`);
  }
  try {
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
    return operation();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function isRunning(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Copies a build into `target` through a temporary folder, so a half-copied release never exists
 * under its name; `finish(temporary)` adds what belongs beside the files before the rename.
 */
function copyBuild(from, target, finish) {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  fs.rmSync(temporary, { recursive: true, force: true });
  fs.mkdirSync(temporary, { recursive: true });
  for (const file of buildFiles(from)) {
    fs.mkdirSync(path.dirname(path.join(temporary, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(temporary, file));
    // Read-only: a release is never edited in place (the folders stay writable so it can be deleted).
    fs.chmodSync(path.join(temporary, file), 0o444);
  }
  finish?.(temporary);
  fs.renameSync(temporary, target);
}

module.exports = { INTEGRITY_FILE, ReleaseError, buildFiles, contentHash, releaseName, readJson, writeFileAtomic, withLock, copyBuild };

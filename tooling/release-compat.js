// Does a remote's build fit the live shell? The shell provides the shared singletons (React, React
// DOM, emotion, zustand, `shared` and its facades of React Router and MUI); a remote whose
// mf-manifest.json requires a version the shell does not provide would run against the wrong
// copy, or load a second one (docs/operations/deploying.md#the-fit-check).
const semver = require('semver');
const { RELEASE_COMPAT } = require('./shared-entries');

/**
 * Packages a remote may never bring its own copy of: each must come from the shell, at a version
 * the remote accepts. `shared`'s are the entries marked "releaseCompat" in shared/entries.json.
 */
const PLATFORM = ['react', 'react-dom', '@emotion/react', '@emotion/styled', 'zustand', ...RELEASE_COMPAT.map((e) => e.name)];

/** What an operator reads for the facades: React Router and MUI reach the remotes only through them. */
const LABELS = Object.fromEntries(RELEASE_COMPAT.filter((e) => e.label !== e.name).map((e) => [e.name, e.label]));
const label = (name) => LABELS[name] ?? name;

/** True when `version` is one `range` accepts; a missing or '*' range accepts any. */
function accepts(range, version) {
  if (!range || range === '*') return true;
  const valid = semver.valid(semver.coerce(version));
  return valid !== null && semver.satisfies(valid, range);
}

/**
 * Every shared package the remote requires at a version the shell does not provide, each with a
 * message naming the package and both versions. Packages only the remote shares are its own
 * business, except the platform's, which the shell must provide.
 */
function findMismatches(shellManifest, remoteManifest) {
  const provided = new Map((shellManifest.shared ?? []).map((s) => [s.name, s.version]));
  const mismatches = [];
  for (const need of remoteManifest.shared ?? []) {
    const required = need.requiredVersion || '*';
    const version = provided.get(need.name);
    if (version === undefined) {
      if (PLATFORM.includes(need.name)) {
        mismatches.push({
          name: need.name,
          required,
          provided: null,
          message: `${label(need.name)}: the remote requires ${required}, the live shell provides none`,
        });
      }
      continue;
    }
    if (!accepts(required, version)) {
      mismatches.push({
        name: need.name,
        required,
        provided: version,
        message: `${label(need.name)}: the remote requires ${required}, the live shell provides ${version}`,
      });
    }
  }
  return mismatches;
}

module.exports = { findMismatches, PLATFORM };

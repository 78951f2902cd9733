// What the release commands and `npm start` share: the arguments, the deployment root, and
// building and releasing what is missing (docs/operations/deploying.md).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REMOTES, buildWorkspace, isStale, root } from './workspaces.mjs';

const require = createRequire(import.meta.url);
export const releases = require('../../tooling/releases.js');

/** `.deploy/` in the repository unless --root or DEPLOY_ROOT names another. */
export const DEFAULT_ROOT = path.join(root, '.deploy');

/**
 * Splits `--root DIR`, `--force`, `--dist DIR`, `--by NAME`, `--reason TEXT`, `--scripts`, `--canary PERCENT` and the
 * positional arguments; refuses anything else.
 */
export function parseArgs(argv, usage) {
  const options = { root: process.env.DEPLOY_ROOT ? path.resolve(process.env.DEPLOY_ROOT) : DEFAULT_ROOT, force: false, dist: null, by: null, reason: null, scripts: false, canary: null, positional: [] };
  let i = 0;
  const text = (name) => {
    const value = argv[i + 1];
    if (value === undefined || value.trim() === '') fail(`${name} needs a value.\n${usage}`);
    i += 1;
    return value.trim();
  };
  for (; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--root') {
      if (!argv[i + 1]) fail(`--root needs a folder.\n${usage}`);
      options.root = path.resolve(argv[(i += 1)]);
    } else if (arg.startsWith('--root=')) options.root = path.resolve(arg.slice('--root='.length));
    else if (arg === '--force') options.force = true;
    else if (arg === '--dist') {
      if (!argv[i + 1]) fail(`--dist needs a folder.\n${usage}`);
      options.dist = path.resolve(argv[(i += 1)]);
    }
    else if (arg === '--by') options.by = text('--by');
    else if (arg === '--reason') options.reason = text('--reason');
    else if (arg.startsWith('--by=')) options.by = arg.slice('--by='.length).trim() || fail(`--by needs a value.\n${usage}`);
    else if (arg.startsWith('--reason=')) options.reason = arg.slice('--reason='.length).trim() || fail(`--reason needs a value.\n${usage}`);
    else if (arg === '--scripts') options.scripts = true;
    else if (arg === '--canary') options.canary = text('--canary');
    else if (arg.startsWith('--canary=')) options.canary = arg.slice('--canary='.length).trim() || fail(`--canary needs a percent.\n${usage}`);
    else if (arg === '--help' || arg === '-h') {
      console.log(usage);
      process.exit(0);
    } else if (arg.startsWith('-')) fail(`Unknown option ${arg}.\n${usage}`);
    else options.positional.push(arg);
  }
  return options;
}

/** Prints the refusal and exits non-zero. */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

/** Runs a command's body: a ReleaseError (or any error) is printed without a stack, exit code 1. */
export function runCommand(body) {
  try {
    body();
  } catch (error) {
    fail(error instanceof releases.ReleaseError ? error.message : `Failed: ${error.message}`);
  }
}

const versionOf = (workspace) => JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).version;

/** Builds the workspace when its build is missing or older than its sources. */
export function buildIfStale(workspace) {
  if (isStale(workspace)) buildWorkspace(workspace);
}

/** Whether this checkout can build: webpack is a dev dependency, absent after `npm ci --omit=dev` on a server. */
export function hasToolchain(from = root) {
  try {
    createRequire(path.join(from, 'package.json')).resolve('webpack/package.json');
    return true;
  } catch {
    return false;
  }
}

/**
 * Before a release without --dist: builds the workspace in the repository when its build is stale,
 * or refuses, saying what to do, where the toolchain is missing (docs/operations/deploying.md#releases-on-a-server).
 */
export function buildForRelease(workspace, { stale = isStale(workspace), toolchain = hasToolchain() } = {}) {
  if (!stale) return;
  if (!toolchain) {
    throw new releases.ReleaseError(
      `${workspace} has no build, or one older than its sources, and building it needs the full toolchain ` +
        `(npm ci with the dev dependencies), which this checkout lacks. Build it where the toolchain is ` +
        `(npm run build -w ${workspace}) and release that build: npm run release -- ${workspace} --dist <its dist folder>`,
    );
  }
  console.log(`building ${workspace} in the repository: its build is older than its sources (--dist releases a build made elsewhere)`);
  buildWorkspace(workspace);
}

/**
 * Builds a remote if stale and releases it into `deployRoot`; with `dist`, releases that build as
 * it is instead (one made elsewhere, e.g. by CI), named by the version its manifest carries.
 */
export function releaseRemote(deployRoot, name, { force = false, dist = null, by = null, reason = null, canary = null } = {}) {
  const remote = releases.remoteByName(name);
  if (dist === null) buildForRelease(remote.folder);
  return releases.release({
    root: deployRoot,
    remote: remote.folder,
    dist: dist ?? path.join(root, remote.folder, 'dist'),
    version: (dist && releases.buildVersion(dist)) || versionOf(remote.folder),
    force,
    by,
    reason,
    canary,
  });
}

/** Builds the shell if stale (or takes the build in `dist`) and makes it the live shell, once every live remote fits it. */
export function releaseShell(deployRoot, { force = false, dist = null, by = null, reason = null } = {}) {
  if (dist === null) buildForRelease('shell');
  return releases.installShell(deployRoot, dist ?? path.join(root, 'shell', 'dist'), { force, by, reason });
}

/** `npm start` on a fresh clone: a shell and a live release of every remote, made where missing. */
export function ensureDeployment(deployRoot) {
  const { shell } = releases.layout(deployRoot);
  if (!releases.hasShell(deployRoot)) {
    releaseShell(deployRoot);
    console.log(`installed the shell in ${shell}`);
  } else if (existsSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'))) {
    const version = versionOf('shell');
    if (releases.releaseName(version, shell) !== releases.releaseName(version, path.join(root, 'shell', 'dist'))) {
      console.log(`note: the live shell in ${shell} differs from its build (npm run release -- shell)`);
    }
  }
  const pointer = releases.readPointer(deployRoot);
  for (const remote of REMOTES) {
    if (pointer[remote.name]) {
      noteNewerBuild(deployRoot, remote, pointer[remote.name]);
      continue;
    }
    const result = releaseRemote(deployRoot, remote.folder);
    console.log(`released ${remote.folder} ${result.release}`);
  }
}

/**
 * What is live stays live at a start; a build in the repository that differs from it is only
 * pointed out, so nobody wonders why a change does not show.
 */
function noteNewerBuild(deployRoot, remote, url) {
  const dist = path.join(root, remote.folder, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) return;
  const built = releases.releaseName(versionOf(remote.folder), dist);
  const live = releases.releaseOfUrl(remote, url);
  if (built !== live) {
    console.log(`note: ${remote.folder} ${live ?? url} is live; its build ${built} is not (npm run release -- ${remote.folder})`);
  }
}

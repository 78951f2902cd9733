// `npm test`: lint, types, every workspace's tests, a fresh build, then the end-to-end tests in
// Chromium. Ends with one line "N passed, N failed" over all of it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './lib/workspaces.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- unit` or `npm test -- e2e`
const wants = (step) => only.length === 0 || only.includes(step);
const results = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0 };
let failedSteps = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (run.status !== 0) failedSteps.push(name);
  return run.status === 0;
}

function jest(name, args, env) {
  const out = path.join(results, `${name}.json`);
  const ok = step(name, 'npx', ['jest', '--json', `--outputFile=${out}`, ...args], env);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (!ok && report.numFailedTests === 0) totals.failed += 1; // a suite that could not run
  } catch {
    totals.failed += 1;
  }
}

if (wants('static')) {
  step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
  step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
}
if (wants('unit')) {
  // The API suite runs against embedded PGlite always, and against the PostgreSQL server too
  // when DATABASE_URL names one (CI does).
  const pg = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  // Jest's default is one worker fewer than the cores, which on a two-core CI machine is a single
  // worker while the main process idles: most of this stage's time is the API tests' CPU work.
  const workers = Math.max(2, availableParallelism() - 1);
  jest('unit', [`--maxWorkers=${workers}`], pg ? { TEST_DATABASE_URL: pg } : {});
}
if (wants('e2e')) {
  if (step('build', process.execPath, ['scripts/build.mjs'])) {
    jest('e2e', ['-c', 'e2e/jest.config.js', '--runInBand']);
  } else {
    totals.failed += 1;
  }
}

rmSync(results, { recursive: true, force: true });
console.log(`\n${failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);

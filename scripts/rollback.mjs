// `npm run rollback -- <remote> [release] [--root DIR] [--force] [--by NAME] [--reason TEXT]`:
// points the remote back at its previous release, or the one named. No build, no restart: one
// write of remotes.json; the history records who (the operating-system user by default) and why.
// A remote with a running canary: ends the canary, every browser gets the stable release again.
import { fail, parseArgs, releases, runCommand } from './lib/deploy.mjs';

const USAGE = 'Usage: npm run rollback -- <remote> [release] [--root DIR] [--force] [--by NAME] [--reason TEXT]';
const { root, force, by, reason, scripts, positional } = parseArgs(process.argv.slice(2), USAGE);
if (scripts) fail(`--scripts belongs to npm run remotes.\n${USAGE}`);
if (positional.length < 1 || positional.length > 2) fail(USAGE);
const [name, to] = positional;

runCommand(() => {
  const result = releases.rollback({ root, remote: name, to, force, by, reason });
  if (result.canaryEnded) {
    console.log(`${result.remote}: the canary ${result.from} ended; every browser gets ${result.release} again from its next page load.`);
    return;
  }
  const forced = result.mismatches.length > 0 ? ` (forced past: ${result.mismatches.map((m) => m.message).join('; ')})` : '';
  console.log(`${result.remote} ${result.release} is live again (was ${result.from ?? 'none'})${forced}. Pages load it from their next reload.`);
});

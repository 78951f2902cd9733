// `npm run release -- <remote|shell> [--root DIR] [--force] [--dist DIR] [--by NAME] [--reason TEXT]`:
// builds it if its build is stale (or takes the build in --dist; without the toolchain it refuses
// and says so), copies it into a new release folder with the SHA-384 of each file, and makes it
// live; the history records who (--by, the operating-system user by default) and why
// (docs/operations/deploying.md). With --canary <percent> the release goes live for that share of
// browsers only, the stable release stays for the others (docs/architecture/remotes.md#canary-releases).
import { fail, parseArgs, releaseRemote, releaseShell, runCommand } from './lib/deploy.mjs';

const USAGE = 'Usage: npm run release -- <remote|shell> [--root DIR] [--force] [--dist DIR] [--by NAME] [--reason TEXT] [--canary PERCENT]';
const { root, force, dist, by, reason, canary, scripts, positional } = parseArgs(process.argv.slice(2), USAGE);
if (scripts) fail(`--scripts belongs to npm run remotes.\n${USAGE}`);
if (positional.length !== 1) fail(USAGE);
const [name] = positional;

runCommand(() => {
  if (name === 'shell') {
    if (canary !== null) fail('The shell has no canary: --canary is for a remote.');
    const entry = releaseShell(root, { force, dist, by, reason });
    if (!entry.changed) console.log(`shell ${entry.release} is already live; nothing changed.`);
    else console.log(`shell ${entry.release} is live in ${root}${entry.forced ? ' (forced: it does not fit every live remote)' : ''}`);
    return;
  }
  const result = releaseRemote(root, name, { force, dist, by, reason, canary });
  if (!result.changed) {
    console.log(`${result.remote} ${result.release} is already live; nothing changed.`);
    return;
  }
  if (result.canary) {
    console.log(`${result.remote} ${result.release} is live for ${result.canary} % of browsers as a canary; the others keep ${result.from}. npm run promote -- ${result.remote} makes it the release for everyone, npm run rollback -- ${result.remote} ends it.`);
    return;
  }
  const forced = result.mismatches.length > 0 ? ` (forced past: ${result.mismatches.map((m) => m.message).join('; ')})` : '';
  console.log(`${result.remote} ${result.release} is live (was ${result.from ?? 'none'})${result.created ? '' : ', from its existing folder'}${forced}`);
});

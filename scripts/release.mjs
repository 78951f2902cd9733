// `npm run release -- <remote|shell> [--root DIR] [--force] [--dist DIR]`: builds it if its build
// is stale (or takes the build in --dist; without the toolchain it refuses and says so), copies it
// into a new release folder and makes it live (docs/operations/deploying.md).
import { fail, parseArgs, releaseRemote, releaseShell, runCommand } from './lib/deploy.mjs';

const USAGE = 'Usage: npm run release -- <remote|shell> [--root DIR] [--force] [--dist DIR]';
const { root, force, dist, positional } = parseArgs(process.argv.slice(2), USAGE);
if (positional.length !== 1) fail(USAGE);
const [name] = positional;

runCommand(() => {
  if (name === 'shell') {
    const entry = releaseShell(root, { force, dist });
    if (!entry.changed) console.log(`shell ${entry.release} is already live; nothing changed.`);
    else console.log(`shell ${entry.release} is live in ${root}${entry.forced ? ' (forced: it does not fit every live remote)' : ''}`);
    return;
  }
  const result = releaseRemote(root, name, { force, dist });
  if (!result.changed) {
    console.log(`${result.remote} ${result.release} is already live; nothing changed.`);
    return;
  }
  const forced = result.mismatches.length > 0 ? ` (forced past: ${result.mismatches.map((m) => m.message).join('; ')})` : '';
  console.log(`${result.remote} ${result.release} is live (was ${result.from ?? 'none'})${result.created ? '' : ', from its existing folder'}${forced}`);
});

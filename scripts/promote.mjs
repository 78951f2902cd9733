// `npm run promote -- <remote> [--root DIR] [--by NAME] [--reason TEXT]`: makes the remote's canary
// the release for everyone (one write of remotes.json, the canary ends); the history records who
// and why (docs/architecture/remotes.md#canary-releases).
import { fail, parseArgs, releases, runCommand } from './lib/deploy.mjs';

const USAGE = 'Usage: npm run promote -- <remote> [--root DIR] [--by NAME] [--reason TEXT]';
const { root, by, reason, positional } = parseArgs(process.argv.slice(2), USAGE);
if (positional.length !== 1) fail(USAGE);
const [name] = positional;

runCommand(() => {
  const result = releases.promote({ root, remote: name, by, reason });
  console.log(`${result.remote} ${result.release} is live for everyone (was ${result.from ?? 'none'}). Pages load it from their next reload.`);
});

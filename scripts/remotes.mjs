// `npm run remotes [-- --root DIR]`: each remote's live release, its earlier ones with when each
// went live, and the shared packages it requires.
import { fail, parseArgs, releases, runCommand } from './lib/deploy.mjs';

const USAGE = 'Usage: npm run remotes [-- --root DIR]';
const { root, positional } = parseArgs(process.argv.slice(2), USAGE);
if (positional.length > 0) fail(USAGE);

runCommand(() => {
  console.log(`Deployment root: ${root}\n`);
  for (const r of releases.describe(root)) {
    console.log(`${r.remote} (${r.name})`);
    console.log(r.live ? `  live      ${r.live}  since ${r.liveSince ?? 'unknown'}${r.forced ? '  (forced)' : ''}` : `  live      none${r.url ? ` (${r.url})` : ''}`);
    if (r.live) console.log(`  by        ${r.liveBy ?? 'unknown'}${r.liveReason ? `: ${r.liveReason}` : ''}${r.pinned ? '' : '  (not pinned: no integrity in remotes.json)'}`);
    for (const earlier of [...r.earlier].reverse()) {
      console.log(`  earlier   ${earlier.release}  ${earlier.wentLive ? `last live ${earlier.wentLive}` : 'never live'}`);
    }
    if (r.requires.length > 0) console.log(`  requires  ${r.requires.map((p) => `${p.name} ${p.requiredVersion}`).join(', ')}`);
    console.log('');
  }
});

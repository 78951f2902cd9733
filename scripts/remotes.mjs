// `npm run remotes [-- --root DIR] [--scripts]`: each remote's live release, its earlier ones with
// when each went live, and the shared packages it requires. --scripts: every script each payment
// page may load, with its release, SHA-384, when it went live, by whom and why (PCI DSS 6.4.3).
import { createRequire } from 'node:module';
import { fail, parseArgs, releases, runCommand } from './lib/deploy.mjs';

const require = createRequire(import.meta.url);
const { scriptInventory } = require('../tooling/script-inventory.js');

const USAGE = 'Usage: npm run remotes [-- --root DIR] [--scripts]';
const { root, scripts, positional } = parseArgs(process.argv.slice(2), USAGE);
if (positional.length > 0) fail(USAGE);

runCommand(() => {
  if (scripts) {
    console.log(`Deployment root: ${root}\n`);
    for (const page of scriptInventory(root)) {
      console.log(`${page.page} (${page.remote ?? 'no remote'}): ${page.scripts.length} scripts`);
      for (const s of page.scripts) {
        console.log(`  ${s.file}  ${s.release ?? 'unreleased'}  ${s.integrity}  live since ${s.liveSince ?? 'unknown'}  by ${s.by ?? 'unknown'}  reason ${s.reason ?? '-'}`);
      }
      console.log('');
    }
    return;
  }
  console.log(`Deployment root: ${root}\n`);
  for (const r of releases.describe(root)) {
    console.log(`${r.remote} (${r.name})`);
    console.log(r.live ? `  live      ${r.live}  since ${r.liveSince ?? 'unknown'}${r.forced ? '  (forced)' : ''}` : `  live      none${r.url ? ` (${r.url})` : ''}`);
    if (r.live) console.log(`  by        ${r.liveBy ?? 'unknown'}${r.liveReason ? `: ${r.liveReason}` : ''}${r.pinned ? '' : '  (not pinned: no integrity in remotes.json)'}`);
    if (r.canary) console.log(`  canary    ${r.canary.release}  for ${r.canary.percent} % of browsers since ${r.canary.since}`);
    for (const earlier of [...r.earlier].reverse()) {
      console.log(`  earlier   ${earlier.release}  ${earlier.wentLive ? `last live ${earlier.wentLive}` : 'never live'}`);
    }
    if (r.requires.length > 0) console.log(`  requires  ${r.requires.map((p) => `${p.name} ${p.requiredVersion}`).join(', ')}`);
    console.log('');
  }
});

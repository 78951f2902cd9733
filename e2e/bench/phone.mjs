// `npm run bench -- phone`: a phone on a mobile network (issue 23). Runs every part present in this
// folder, each its own file: phone-waterfall.mjs (the throttled reload of /invoices and its round
// trips) and, where it is, the Lighthouse part. Each exports one `run…Bench` function.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const here = import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname);

export async function runPhoneBench() {
  const parts = readdirSync(here).filter((f) => /^phone-.+\.mjs$/.test(f)).sort();
  const figures = {};
  for (const file of parts) {
    const module = await import(pathToFileURL(path.join(here, file)).href);
    const run = Object.entries(module).find(([name, value]) => /^run\w*Bench$/.test(name) && typeof value === 'function');
    if (!run) continue;
    console.log(`--- phone: ${file}`);
    figures[file.replace(/\.mjs$/, '')] = await run[1]();
  }
  return figures;
}

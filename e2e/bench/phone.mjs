// `npm run bench -- phone` (issue 23): the phone figures, each part from its own file when it is
// there: phone-waterfall.mjs (the throttled /invoices reload and its round trips), phone-nginx.mjs
// (the same through nginx, on its plain and TLS listeners), phone-profile.mjs (that reload's main
// thread, from a CPU profile) and phone-lighthouse.mjs (Lighthouse's mobile preset on /login). Each
// writes its own section of BENCHMARKS.md; the run returns their figures by part.
import { existsSync } from 'node:fs';

const PARTS = ['phone-waterfall', 'phone-nginx', 'phone-profile', 'phone-lighthouse'];

/** A part's run: its default export, or the function it exports whose name starts with `run`. */
function runnerOf(module, part) {
  const run = typeof module.default === 'function' ? module.default : Object.values(module).find((v) => typeof v === 'function' && /^run/.test(v.name));
  if (!run) throw new Error(`bench/${part}.mjs exports no run function`);
  return run;
}

export async function runPhoneBench() {
  const figures = {};
  for (const part of PARTS) {
    const file = new URL(`./${part}.mjs`, import.meta.url);
    if (!existsSync(file)) continue;
    console.log(`--- ${part}`);
    figures[part] = await runnerOf(await import(file.href), part)();
  }
  return figures;
}

// `npm run bench`: the browser run (browser.mjs), the throughput run (throughput.mjs), then the
// load run (load.mjs), each against a fresh built portal of its own; each writes its figures into
// BENCHMARKS.md, and a full run also writes the table of every figure side by side
// (summary.mjs), then the logins-under-load run (logins.mjs). Run `npm run build` first.
// `npm run bench -- throughput` (or BENCH_ONLY=…) runs one alone. `npm run bench -- phone` is the
// phone on a mobile network of issue 23: every e2e/bench/phone-*.mjs file (phone.mjs).
import { runBrowserBench } from './browser.mjs';
import { runCheckoutBench } from './checkout.mjs';
import { runLoadBench } from './load.mjs';
import { runLoginsBench } from './logins.mjs';
import { runPhoneBench } from './phone.mjs';
import { machine, today, writeSection } from './report.mjs';
import { summaryTable } from './summary.mjs';
import { runThroughputBench } from './throughput.mjs';

const RUNS = { browser: runBrowserBench, checkout: runCheckoutBench, throughput: runThroughputBench, load: runLoadBench, logins: runLoginsBench, phone: runPhoneBench };
const only = process.argv[2] ?? process.env.BENCH_ONLY;
if (only && !RUNS[only]) {
  console.error(`Unknown run '${only}': choose ${Object.keys(RUNS).join(' or ')}, or none for all.`);
  process.exit(2);
}
const figures = {};
for (const [name, run] of Object.entries(RUNS)) {
  if (only && only !== name) continue;
  console.log(`=== bench: ${name}`);
  figures[name] = await run();
  if (name === 'throughput' && figures.browser) {
    const table = summaryTable(figures.browser, figures.throughput);
    console.log(table);
    writeSection(
      'summary',
      `Measured on ${today()} on ${machine()}, in one \`npm run bench\` (the browser run, then the throughput run). Ratios are taken within one run: the machine is shared, so absolute figures move from run to run.\n\n${table}`,
    );
  }
}

// `npm run bench`: the browser run (browser.mjs), the throughput run (throughput.mjs), then the
// load run (load.mjs), each against a fresh built portal of its own; each writes its figures into
// BENCHMARKS.md. Run `npm run build` first. `npm run bench -- throughput` (or BENCH_ONLY=…) runs one alone.
import { runBrowserBench } from './browser.mjs';
import { runCheckoutBench } from './checkout.mjs';
import { runLoadBench } from './load.mjs';
import { runThroughputBench } from './throughput.mjs';

const RUNS = { browser: runBrowserBench, checkout: runCheckoutBench, throughput: runThroughputBench, load: runLoadBench };
const only = process.argv[2] ?? process.env.BENCH_ONLY;
if (only && !RUNS[only]) {
  console.error(`Unknown run '${only}': choose ${Object.keys(RUNS).join(' or ')}, or none for all.`);
  process.exit(2);
}
for (const [name, run] of Object.entries(RUNS)) {
  if (only && only !== name) continue;
  console.log(`=== bench: ${name}`);
  await run();
}

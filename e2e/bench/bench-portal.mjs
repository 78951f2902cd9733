// A portal of a benchmark's own: the sandbox and the built API server on a fresh embedded
// database, on the benchmark's ports, and Debian's Chromium; stopped when the measure ends.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const portal = require('../../scripts/lib/portal.cjs');

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium without the work a measure should not see (QUIC left out: the throttling is for TCP). */
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'];

/** Debian's Chromium as every benchmark runs it. */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Runs `measure(browser)` against a portal on `ports` ({ api, sandbox, smtp }) at `base`. */
export async function withBenchPortal(ports, base, measure) {
  const sandbox = await portal.startSandbox({ port: ports.sandbox, smtpPort: ports.smtp, quiet: true, allowedOrigins: base });
  let api;
  let browser;
  try {
    api = await portal.startApi({ port: ports.api, sandboxPort: ports.sandbox, quiet: true, env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_PORT: String(ports.smtp) } });
    browser = await launchChromium();
    return await measure(browser);
  } finally {
    await browser?.close();
    await portal.stop(api);
    await portal.stop(sandbox);
  }
}

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startPortal } from './portal';

/** One portal for the suites that only read; suites that break things start their own. */
export default async function globalSetup(): Promise<void> {
  const portal = await startPortal();
  (globalThis as { __PORTAL__?: unknown }).__PORTAL__ = portal;
  writeFileSync(path.join(__dirname, '../.portal.json'), JSON.stringify({ url: portal.url, sandboxUrl: portal.sandboxUrl }));
}

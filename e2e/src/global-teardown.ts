import { rmSync } from 'node:fs';
import path from 'node:path';
import type { RunningPortal } from './portal';

export default async function globalTeardown(): Promise<void> {
  const portal = (globalThis as { __PORTAL__?: RunningPortal }).__PORTAL__;
  await portal?.stop();
  rmSync(path.join(__dirname, '../.portal.json'), { force: true });
}

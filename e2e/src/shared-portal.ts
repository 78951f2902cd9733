import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The portal started by the global setup. */
export function sharedPortal(): { url: string; sandboxUrl: string } {
  return JSON.parse(readFileSync(path.join(__dirname, '../.portal.json'), 'utf8'));
}

// `npm run totp -- <base32 secret | demo login>`: the current TOTP code of a secret, as an
// authenticator app shows it; for the demo staff users their login is enough
// (docs/security/second-factor.md#demo-users).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateSync } from 'otplib';
import { root } from './lib/workspaces.mjs';

const demoSecrets = JSON.parse(readFileSync(path.join(root, 'api/src/seed/demo-totp-secrets.json'), 'utf8'));
const given = process.argv[2];
if (!given) {
  console.error('usage: npm run totp -- <base32 secret | demo login>');
  process.exit(2);
}
const secret = demoSecrets[given.toLowerCase()] ?? given.replace(/\s/g, '').toUpperCase();
try {
  const seconds = 30 - (Math.floor(Date.now() / 1000) % 30);
  console.log(`${generateSync({ secret })}   (valid ${seconds} s more)`);
} catch (error) {
  console.error(`not a base32 secret: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

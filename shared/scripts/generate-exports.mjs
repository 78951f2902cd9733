// Writes shared/package.json "exports" from the manifest of entries (shared/entries.json,
// docs/architecture/shared-package.md); tooling/test/shared-entries.test.ts fails while it is not current.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { packageExports } = require('../../tooling/shared-entries.js');
const file = fileURLToPath(new URL('../package.json', import.meta.url));
const pkg = JSON.parse(readFileSync(file, 'utf8'));
pkg.exports = packageExports();
writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);

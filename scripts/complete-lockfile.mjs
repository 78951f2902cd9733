// The npm registry this project is built against serves only the linux-x64 builds of packages
// that ship native binaries per platform (@swc/core, @rspack/binding, ...). npm then leaves the
// other platforms' optional packages out of package-lock.json, and `npm ci` refuses the lock as
// "out of sync". This adds each missing optional package as the lock would list it, marked with
// its platform, so `npm ci` accepts the lock and skips them on machines they are not for.
// Run after `npm install` changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/workspaces.mjs';

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'openbsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** The platform a binary package is for, read from its name (e.g. core-linux-arm64-musl). */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p)) ?? (parts.includes('arm') || parts.includes('gnueabihf') || parts.includes('eabi') ? 'arm' : undefined);
  const libc = parts.includes('musl') || parts.includes('musleabihf') ? 'musl' : parts.includes('gnu') || parts.includes('gnueabihf') ? 'glibc' : undefined;
  return { os, cpu: parts.includes('wasm32') ? 'wasm32' : cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (packages[nested] || packages[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dependency);
    if (!os && !cpu) continue; // not a per-platform binary: leave npm's judgement alone
    packages[hoisted] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      license: entry.license ?? 'MIT',
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform packages`);

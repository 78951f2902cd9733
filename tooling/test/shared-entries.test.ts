import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const src = path.join(root, 'shared/src');

interface Entry {
  name: string;
  file: string;
  audience: string;
  importers: string[];
  federated: boolean;
  hostChunk?: { group?: string; marks?: string[] };
  releaseCompat?: { label: string };
}
interface Audience {
  mayImport: string[];
  paths: string[];
}
// The tooling is CommonJS, loaded as the builds and the lint load it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require('../shared-entries') as {
  ENTRIES: Entry[];
  AUDIENCES: Record<string, Audience>;
  IMPORTERS: Record<string, string>;
  FEDERATED_ENTRIES: string[];
  packageExports(): Record<string, string>;
  audienceOfPath(relative: string): string | undefined;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hostSplitChunks } = require('../host-split-chunks') as { hostSplitChunks(): { cacheGroups: Record<string, unknown> } };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PLATFORM } = require('../release-compat') as { PLATFORM: string[] };

/** Every file under shared/src, relative to it. */
function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? filesUnder(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** shared/entries.json is the one list of shared's entry points (docs/architecture/shared-package.md). */
describe("shared's manifest of entries", () => {
  it('is what shared/package.json "exports" says, in the same order (npm run generate -w shared writes it)', () => {
    const { exports } = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(Object.entries(exports)).toEqual(Object.entries(shared.packageExports()));
  });

  it('names each entry once, with a file that exists', () => {
    const names = shared.ENTRIES.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of shared.ENTRIES) expect([entry.name, existsSync(path.join(root, 'shared', entry.file))]).toEqual([entry.name, true]);
  });

  it('gives every file of shared/src an audience: an entry, or a path of one audience', () => {
    const entryFiles = new Set(shared.ENTRIES.map((e) => e.file.replace(/^src\//, '')));
    const unplaced = filesUnder(src).filter((file) => !entryFiles.has(file) && shared.audienceOfPath(file) === undefined);
    expect(unplaced).toEqual([]);
    // Files at the top of src/ are entries only: code lives in the folders of its audience.
    const topLevel = readdirSync(src).filter((name) => statSync(path.join(src, name)).isFile());
    expect(topLevel.filter((name) => !entryFiles.has(name))).toEqual([]);
  });

  it('lists only paths that exist, each in one audience', () => {
    const all = Object.values(shared.AUDIENCES).flatMap((a) => a.paths);
    expect(new Set(all).size).toBe(all.length);
    for (const p of all) expect([p, existsSync(path.join(src, p))]).toEqual([p, true]);
  });

  it('lets each audience import itself and only audiences that exist', () => {
    for (const [name, audience] of Object.entries(shared.AUDIENCES)) {
      expect(audience.mayImport).toContain(name);
      for (const other of audience.mayImport) expect(Object.keys(shared.AUDIENCES)).toContain(other);
    }
    // The domain runs in the browser and the server: it imports nothing but itself.
    expect(shared.AUDIENCES.domain?.mayImport).toEqual(['domain']);
  });

  it('hands the servers only domain and server entries, and the test helpers only to tests', () => {
    for (const entry of shared.ENTRIES) {
      for (const importer of entry.importers) expect(Object.keys(shared.IMPORTERS)).toContain(importer);
      if (entry.importers.includes('servers')) expect(['domain', 'server']).toContain(entry.audience);
      if (entry.audience === 'testing') expect(entry.importers).toEqual(['tests']);
      if (entry.audience === 'server') expect(entry.importers).toEqual(['servers']);
    }
  });

  it('makes singletons only of entries the browser apps import, and checks releases only against singletons', () => {
    expect(shared.FEDERATED_ENTRIES).not.toContain('shared');
    for (const entry of shared.ENTRIES.filter((e) => e.federated)) expect(entry.importers).toEqual(expect.arrayContaining(['shell', 'remotes']));
    for (const entry of shared.ENTRIES.filter((e) => e.releaseCompat)) {
      expect(entry.federated).toBe(true);
      expect(PLATFORM).toContain(entry.name);
    }
  });

  it("names only the shell's split-chunk groups, each facade group with one entry", () => {
    const groups = Object.keys(hostSplitChunks().cacheGroups);
    const facades = new Map<string, string[]>();
    for (const entry of shared.ENTRIES.filter((e) => e.hostChunk)) {
      for (const group of [entry.hostChunk?.group, ...(entry.hostChunk?.marks ?? [])].filter(Boolean)) expect(groups).toContain(group);
      if (entry.hostChunk?.group) facades.set(entry.hostChunk.group, [...(facades.get(entry.hostChunk.group) ?? []), entry.name]);
      expect(entry.federated).toBe(true);
    }
    for (const names of facades.values()) expect(names).toHaveLength(1);
  });
});

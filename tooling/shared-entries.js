// The one list of `shared`'s entry points and audiences (shared/entries.json), for the Node-side
// tooling: package.json "exports", the federation singletons, the shell's split chunks, the
// release fit check and the lint boundaries are all derived here (docs/architecture/shared-package.md).
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const MANIFEST_FILE = path.join(root, 'shared/entries.json');
/**
 * @typedef {{ name: string, file: string, audience: string, why: string, importers: string[],
 *   federated: boolean, hostChunk?: { group?: string, marks?: string[] }, releaseCompat?: { label: string } }} Entry
 * @typedef {{ why: string, mayImport: string[], paths: string[] }} Audience
 */
/** @type {{ audiences: Record<string, Audience>, importers: Record<string, string>, entries: Entry[] }} */
const manifest = require(MANIFEST_FILE);
const ENTRIES = manifest.entries;
const AUDIENCES = manifest.audiences;

const entryNamed = (name) => {
  const entry = ENTRIES.find((e) => e.name === name);
  if (!entry) throw new Error(`${name} is not an entry of shared/entries.json`);
  return entry;
};

/** shared/package.json "exports", in the manifest's order: './core' → './src/core.ts'. */
function packageExports() {
  return Object.fromEntries(ENTRIES.map((e) => [e.name === 'shared' ? '.' : e.name.replace(/^shared/, '.'), `./${e.file}`]));
}

/** The entries besides the root that are Module Federation singletons of their own. */
const FEDERATED_ENTRIES = ENTRIES.filter((e) => e.federated && e.name !== 'shared').map((e) => e.name);

/** The entries a remote may never bring its own copy of, with what an operator reads for each. */
const RELEASE_COMPAT = ENTRIES.filter((e) => e.releaseCompat).map((e) => ({ name: e.name, label: e.releaseCompat.label }));

/** The names an importer ('shell', 'remotes', 'servers', 'tests') may import. */
const entriesFor = (importer) => ENTRIES.filter((e) => e.importers.includes(importer)).map((e) => e.name);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A webpack `module.resource` test for the files of these entries, on either path separator. */
function entryFilesTest(entries, withFiles = false) {
  if (entries.length === 0) return /$^/;
  const paths = entries.flatMap((e) => [e.file, ...(withFiles ? (e.hostChunk?.with ?? []) : [])]);
  const files = paths.map((file) => escape(file).split('/').join('[\\\\/]'));
  return new RegExp(`[\\\\/]shared[\\\\/](${files.join('|')})$`);
}
/**
 * The entries whose modules go into the shell's split-chunk group `group` (their facade), with the
 * few small files of their own a facade carries (`hostChunk.with`), so those add no file to a page.
 */
const facadeOf = (group) => entryFilesTest(ENTRIES.filter((e) => e.hostChunk?.group === group), true);
/** The entries whose chunks mark the modules of group `group` (tooling/host-split-chunks.js). */
const marking = (group) => entryFilesTest(ENTRIES.filter((e) => e.hostChunk?.marks?.includes(group)));

/**
 * The audience of a file of shared/src ('rules/login.ts'): the most specific path of the manifest
 * that holds it; undefined for the entry files at the top of src/, which have their entry's.
 */
function audienceOfPath(relative) {
  let best;
  for (const [audience, { paths }] of Object.entries(AUDIENCES)) {
    for (const p of paths) {
      if ((relative === p || relative.startsWith(`${p}/`)) && (!best || p.length > best.path.length)) best = { audience, path: p };
    }
  }
  return best?.audience;
}

module.exports = {
  MANIFEST_FILE,
  ENTRIES,
  AUDIENCES,
  IMPORTERS: manifest.importers,
  FEDERATED_ENTRIES,
  RELEASE_COMPAT,
  entryNamed,
  entriesFor,
  packageExports,
  facadeOf,
  marking,
  audienceOfPath,
};

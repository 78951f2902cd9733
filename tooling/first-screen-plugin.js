// Writes the shell's first-screen.json: for each kind of page, the chunk files its first screen
// loads, so the page can name them all at once (docs/architecture/phone-reload.md).

/**
 * @param {Record<string, string[]>} pages each kind of page ('login', 'public', 'private') and the
 *   chunk groups its first screen loads, each named by its webpackChunkName or by the request of
 *   its import() (as written in the source); names cost bytes in the runtime, requests do not
 */
class FirstScreenPlugin {
  constructor(pages) {
    this.pages = pages;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstScreenPlugin', (compilation) => {
      // After the real content hashes: the file names are final.
      compilation.hooks.processAssets.tap({ name: 'FirstScreenPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = Object.fromEntries(Object.entries(this.pages).map(([page, names]) => [page, filesOf(compilation, names)]));
        compilation.emitAsset('first-screen.json', new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

/**
 * The files of the named chunk groups, and of the shared modules those chunks consume: a chunk of
 * the shell runs only once the singletons it uses (React, MUI's facades, `shared`) are loaded, and
 * the federation runtime fetches those only when the chunk arrives, one round trip later.
 * Largest first: over HTTP/1.1 a browser asks on six connections at a time, and each further file
 * waits for one to be free and then for its own round trip; the largest files asked first keep the
 * line busy while the small ones wait (docs/architecture/phone-reload.md#the-order-of-the-first-files).
 */
function filesOf(compilation, names) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js') && !chunk.hasRuntime()) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) visit(chunkGraph.getBlockChunkGroup(block));
      }
    }
  };
  for (const name of names) {
    const group =
      compilation.namedChunkGroups.get(name) ?? compilation.chunkGroups.find((g) => g.origins.some((o) => o.request === name));
    if (!group) throw new Error(`first-screen.json: no chunk named or imported as '${name}'`);
    visit(group);
  }
  return largestFirst([...files], (file) => compilation.getAsset(file)?.source.size() ?? 0);
}

/** The files by size, largest first; by name where two are the same size, so a build is repeatable. */
function largestFirst(files, sizeOf) {
  return files.map((file) => ({ file, size: sizeOf(file) })).sort((a, b) => b.size - a.size || (a.file < b.file ? -1 : 1)).map((f) => f.file);
}

module.exports = { FirstScreenPlugin, largestFirst };

// Writes the shell's first-screen.json: for each kind of page, the chunk files its first screen
// loads, so the page can name them all at once (docs/architecture/data-loading.md#a-cold-reload-on-a-phone).

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
  return [...files].sort();
}

module.exports = { FirstScreenPlugin };

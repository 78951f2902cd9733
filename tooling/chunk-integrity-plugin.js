// Subresource Integrity for a remote's own chunks (docs/security/script-integrity.md#the-chunks),
// without a hash per chunk in its runtime: the hashes go into its mf-manifest.json, which
// /remotes.json pins and the shell fetches with that integrity; the remote's chunk loader looks
// a chunk's hash up there when it makes the chunk's script tag.
const crypto = require('node:crypto');

const PLUGIN = 'ChunkIntegrityPlugin';

/**
 * Appended where webpack's loader (`__webpack_require__.l`) makes a script tag, with `url` and
 * `script` in scope. The federation runtime keeps each manifest it read, as read, by its URL
 * (`snapshotHandler.manifestCache`); a chunk sits beside its remote's manifest. A chunk with no
 * hash there (a remote run alone in development) loads as before.
 */
const LOOKUP = `try{for(var I of __FEDERATION__.__INSTANCES__)for(var [u,m] of I.snapshotHandler.manifestCache){var b=u.slice(0,u.lastIndexOf("/")+1),h=m.integrity&&url.indexOf(b)==0&&m.integrity[url.slice(b.length)];if(h)script.integrity=h}}catch(e){}`;

const integrityOf = (bytes) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

class ChunkIntegrityPlugin {
  apply(compiler) {
    const { Compilation, runtime, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(PLUGIN, (source) => `${source}\n${LOOKUP}`);
      // The stage the federation plugin writes its manifest in, after it (registered later) and
      // before the compression plugin, so the .br and .gz of the manifest carry the hashes too.
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, () => {
        const manifest = compilation.getAsset('mf-manifest.json');
        if (!manifest) return;
        const integrity = {};
        for (const asset of compilation.getAssets()) {
          if (asset.name.endsWith('.js')) integrity[asset.name] = integrityOf(asset.source.buffer());
        }
        const json = JSON.parse(manifest.source.source().toString());
        json.integrity = Object.fromEntries(Object.entries(integrity).sort(([a], [b]) => a.localeCompare(b)));
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(`${JSON.stringify(json, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ChunkIntegrityPlugin, LOOKUP };

/**
 * The shell's entry with Subresource Integrity from its pages: every .html the build writes
 * (index.html, the pre-rendered pages) gets `integrity` on its `<script src=/main.js…>`. Done after
 * webpack settles the real content hashes (which rewrite main.js) and before compression. HTML is
 * not counted in the JavaScript budgets; main.js holds the federation runtime and the plugin that
 * pins the remotes, so the chain from the page to the last remote chunk starts here.
 */
class EntryIntegrityPlugin {
  constructor(entry = 'main.js') {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryIntegrityPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EntryIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const entry = compilation.getAsset(this.entry);
        if (!entry) return;
        const integrity = integrityOf(entry.source.buffer());
        const tag = new RegExp(`<script(?![^>]*integrity)([^>]*\\ssrc="?/${this.entry.replace('.', '\\.')}[?"\\s>])`, 'g');
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.html')) continue;
          const html = asset.source.source().toString();
          const pinned = html.replace(tag, `<script integrity="${integrity}"$1`);
          if (pinned !== html) compilation.updateAsset(asset.name, new sources.RawSource(pinned));
        }
      });
    });
  }
}

module.exports.EntryIntegrityPlugin = EntryIntegrityPlugin;

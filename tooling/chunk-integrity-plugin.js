// Subresource Integrity for a remote's own chunks (docs/security/script-integrity.md#the-chunks),
// without a hash per chunk in its runtime: the hashes go into its mf-manifest.json, which
// /remotes.json pins and the shell fetches with that integrity; the remote's chunk loader looks
// a chunk's hash up there when it makes the chunk's script tag.
const crypto = require('node:crypto');

const PLUGIN = 'ChunkIntegrityPlugin';

/** The id of the page's data block (PAGE_DATA_ID of `shared`, checked by tooling/test/chunk-integrity.test.ts). */
const PAGE_DATA_ID = 'page-data';

/**
 * Appended where webpack's loader (`__webpack_require__.l`) makes a script tag, with `url` and
 * `script` in scope. The federation runtime keeps each manifest it read, as read, by its URL
 * (`snapshotHandler.manifestCache`); a chunk sits beside its remote's manifest. A page that names
 * the remote of its address by its entry (docs/architecture/phone-reload.md#the-remotes-entry) has
 * the runtime read no manifest: the API server wrote the hashes of that remote's chunks, from the
 * manifest it checked against its pin, into the page's data block (`chunks`, by path). A chunk
 * with no hash in either (a remote run alone in development) loads as before.
 */
const LOOKUP = `try{for(var I of __FEDERATION__.__INSTANCES__)for(var [u,m] of I.snapshotHandler.manifestCache){var b=u.slice(0,u.lastIndexOf("/")+1),h=m.integrity&&url.indexOf(b)==0&&m.integrity[url.slice(b.length)];if(h)script.integrity=h}}catch(e){}try{script.integrity||(h=JSON.parse(document.getElementById("${PAGE_DATA_ID}").text).chunks[url.replace(location.origin,"")])&&(script.integrity=h)}catch(e){}`;

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

module.exports = { ChunkIntegrityPlugin, LOOKUP, PAGE_DATA_ID };

/**
 * Appended to the shell's chunk loader (`url` and `script` in scope): the SRI value of each of the
 * shell's chunks is in the page that loaded main.js (`<script type=application/json id=sri>`, a
 * data block the browser never runs), so main.js carries a lookup, not the hashes. `sri` is that
 * element, by the window's named access to elements with an id: `document.getElementById` would
 * cost bytes the budgets do not have. A page without the map throws here and loads no chunk: the
 * shell's chunks never load unpinned.
 */
const SHELL_LOOKUP = 'script.integrity=JSON.parse(sri.text)[url];';

/**
 * webpack's loader without its search of the page for a script tag of the chunk already there
 * (`getElementsByTagName("script")` at every chunk), the `data-webpack` mark it searches by and the
 * `needAttach` flag of a tag it found: the shell's pages name no chunk as a script, and the loader
 * removes a chunk's tag once it has run (docs/architecture/prerendered-login.md#the-main-thread-at-start).
 */
function withoutScriptSearch(source) {
  const steps = [
    [/\tif\(key !== undefined\) \{\n[^]*?\n\t\}\n(?=\tif\(!script\))/, ''],
    [/\s*script\.setAttribute\("data-webpack", dataWebpackPrefix \+ key\);/, ''],
    [/(const|var) dataWebpackPrefix = [^\n]*\n/, ''],
    // Without the search, every load makes its tag and attaches it.
    [/let script, needAttach;\n\tif\(!script\) \{\n\t\tneedAttach = true;\n/, 'let script;\n\t{\n'],
    [/needAttach && (?=document\.head\.appendChild\(script\);)/, ''],
  ];
  return steps.reduce((code, [part, by]) => {
    if (!part.test(code)) throw new Error(`EntryIntegrityPlugin: webpack's chunk loader changed; review withoutScriptSearch()`);
    return code.replace(part, by);
  }, source);
}

/** webpack's loader without `if (__webpack_require__.nc) { script.setAttribute("nonce", …); }`. */
function withoutNonce(source) {
  const nonce = /if \(__webpack_require__\.nc\) \{\n[^\n]*\n\}\n/;
  if (!nonce.test(source)) throw new Error(`EntryIntegrityPlugin: webpack's chunk loader changed; review withoutNonce()`);
  return source.replace(nonce, '');
}

/**
 * The shell's scripts with Subresource Integrity from its pages (docs/security/script-integrity.md):
 * every .html the build writes (index.html, the pre-rendered pages) gets `integrity` on its
 * `<script src=/main.js…>` and the map of every other chunk's SHA-384 by its URL, which the chunk
 * loader reads (SHELL_LOOKUP); the shared singletons the shell provides are among those chunks. Done
 * after webpack settles the real content hashes (which rewrite main.js) and before compression. HTML
 * is not counted in the JavaScript budgets; main.js holds the federation runtime and the plugin that
 * pins the remotes, so the chain from the page to the last remote chunk starts here.
 */
class EntryIntegrityPlugin {
  constructor(entry = 'main.js') {
    this.entry = entry;
  }

  apply(compiler) {
    const { Compilation, runtime, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EntryIntegrityPlugin', (compilation) => {
      // The portal's CSP names no nonce (docs/architecture/overview.md), so the loader's nonce branch
      // goes, which pays for most of the lookup.
      runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('EntryIntegrityPlugin', (source) => `${withoutNonce(source)}\n${SHELL_LOOKUP}`);
      // The search goes too: work at every chunk for nothing, and bytes of every page.
      compilation.hooks.runtimeModule.tap('EntryIntegrityPlugin', (module) => {
        if (!(module instanceof runtime.LoadScriptRuntimeModule)) return;
        const generate = module.generate.bind(module);
        module.generate = () => withoutScriptSearch(generate());
      });
      compilation.hooks.processAssets.tap({ name: 'EntryIntegrityPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const entry = compilation.getAsset(this.entry);
        if (!entry) return;
        const integrity = integrityOf(entry.source.buffer());
        const publicPath = compilation.outputOptions.publicPath;
        const chunks = {};
        for (const asset of compilation.getAssets().sort((a, b) => a.name.localeCompare(b.name))) {
          if (asset.name.endsWith('.js') && asset.name !== this.entry) chunks[`${publicPath}${asset.name}`] = integrityOf(asset.source.buffer());
        }
        const map = `<script type=application/json id=sri>${JSON.stringify(chunks)}</script>`;
        const tag = new RegExp(`<script(?![^>]*integrity)([^>]*\\ssrc="?/${this.entry.replace('.', '\\.')}[?"\\s>])`, 'g');
        for (const asset of compilation.getAssets()) {
          if (!asset.name.endsWith('.html')) continue;
          const html = asset.source.source().toString();
          // index.html is the page of every address behind login: its entry is what the first
          // screen waits for, and a deferred script is low priority, so Chromium sends it after
          // the preloads the API server adds (docs/architecture/phone-reload.md).
          // The pre-rendered pages are painted without it and keep their image first.
          const priority = asset.name === 'index.html' ? 'fetchpriority=high ' : '';
          const pinned = html.replace(tag, `<script ${priority}integrity="${integrity}"$1`);
          if (pinned !== html) compilation.updateAsset(asset.name, new sources.RawSource(pinned.replace('</head>', `${map}</head>`)));
        }
      });
    });
  }
}

module.exports.EntryIntegrityPlugin = EntryIntegrityPlugin;
module.exports.SHELL_LOOKUP = SHELL_LOOKUP;

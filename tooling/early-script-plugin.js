// A script of the shell's that runs before main.js has arrived: outside the federation and
// webpack's runtime, so it costs its own few hundred bytes and nothing else
// (docs/architecture/phone-reload.md). As an entry of the shell's
// compilation it would carry the federation runtime (90 KiB): esbuild bundles it instead, and it
// joins the compilation's assets before the integrity and compression steps, like any chunk.
const path = require('node:path');
const esbuild = require('esbuild');

const PLUGIN = 'EarlyScriptPlugin';

class EarlyScriptPlugin {
  /** @param {{ entry: string, filename: string }} options */
  constructor({ entry, filename }) {
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    const production = compiler.options.mode === 'production';
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const result = await esbuild.build({
          entryPoints: [this.entry],
          bundle: true,
          format: 'iife',
          target: 'es2020',
          minify: production,
          legalComments: 'none',
          write: false,
          metafile: true,
          logLevel: 'silent',
        });
        compilation.emitAsset(this.filename, new sources.RawSource(Buffer.from(result.outputFiles[0].contents)), { minimized: true });
        // The dev server rebuilds when one of its files changes.
        for (const input of Object.keys(result.metafile.inputs)) compilation.fileDependencies.add(path.resolve(input));
      });
    });
  }
}

module.exports = { EarlyScriptPlugin };

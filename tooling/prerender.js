// The shell's pre-rendered public pages (docs/architecture/prerendered-login.md).
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

/**
 * Once html-webpack-plugin has written index.html, renders the pages of `script` with it (in a
 * Node process of its own, through tsx: the app's sources are TypeScript) and adds them to the
 * build's files, before the compression plugins, which then compress them like every other file.
 */
class PrerenderPlugin {
  /** @param {{ script: string, cwd: string }} o the render script and the folder whose tsconfig applies */
  constructor(o) {
    this.script = o.script;
    this.cwd = o.cwd;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const index = compilation.getAsset('index.html');
        if (!index) {
          compilation.errors.push(new WebpackError('PrerenderPlugin: the build has no index.html'));
          return;
        }
        const dir = mkdtempSync(path.join(tmpdir(), 'prerender-'));
        try {
          const input = path.join(dir, 'input.json');
          const output = path.join(dir, 'output.json');
          writeFileSync(input, JSON.stringify({ template: index.source.source().toString() }));
          const run = spawnSync(process.execPath, ['--import', 'tsx', this.script, input, output], { cwd: this.cwd, encoding: 'utf8' });
          if (run.status !== 0) {
            compilation.errors.push(new WebpackError(`PrerenderPlugin: ${path.basename(this.script)} failed\n${run.stdout}${run.stderr}`));
            return;
          }
          const pages = JSON.parse(readFileSync(output, 'utf8'));
          // Written as rendered: a minifier would drop the comments React marks its Suspense boundaries
          // with, which hydration needs.
          for (const [file, html] of Object.entries(pages)) compilation.emitAsset(file, new sources.RawSource(html), { minimized: true });
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      });
    });
  }
}

module.exports = { PrerenderPlugin };

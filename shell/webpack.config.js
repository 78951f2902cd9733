const path = require('node:path');
const { createConfig } = require('../tooling/federation');
const { PrerenderPlugin } = require('../tooling/prerender');

module.exports = (env, argv) => {
  const config = createConfig({
    dir: __dirname,
    name: 'shell',
    host: true,
    port: 8080,
    devProxy: [
      { context: ['/api', '/remotes.json', '/remotes', '/health'], target: `http://127.0.0.1:${process.env.API_PORT || 8081}` },
    ],
    plugins: [
      new (require('copy-webpack-plugin'))({
        patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }],
      }),
      // /login paints before its JavaScript has run (docs/architecture/frontend.md#the-pre-rendered-login);
      // the dev server shows the page as the browser renders it.
      ...(argv.mode === 'production' ? [new PrerenderPlugin({ script: path.join(__dirname, 'prerender/render-pages.tsx'), cwd: __dirname })] : []),
    ],
  });
  return config(env, argv);
};

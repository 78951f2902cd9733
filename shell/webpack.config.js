const path = require('node:path');
const { createConfig } = require('../tooling/federation');
const { EarlyScriptPlugin } = require('../tooling/early-script-plugin');
const { FirstScreenPlugin } = require('../tooling/first-screen-plugin');
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
      // What /login, the other public pages and a page behind login start with, for the API server
      // to name in the page (api/src/plugins/app/first-screen.ts): the import() requests of src/
      // (src/index.ts, app/routes.tsx) and the 'session' chunk.
      new FirstScreenPlugin({
        login: ['./bootstrap', '../features/auth/components/login-page'],
        public: ['./bootstrap'],
        private: ['./bootstrap', 'session', './private-frame'],
      }),
      // Named by the API server in a reloaded page behind login: the session's calls leave before
      // the shell's code has arrived (docs/architecture/phone-reload.md).
      new EarlyScriptPlugin({ entry: path.join(__dirname, 'src/lib/early-session/session-start.ts'), filename: 'session-start.js' }),
      new (require('copy-webpack-plugin'))({
        patterns: [{ from: path.join(__dirname, 'public'), globOptions: { ignore: ['**/index.html'] } }],
      }),
      // /login paints before its JavaScript has run (docs/architecture/prerendered-login.md);
      // the dev server shows the page as the browser renders it.
      ...(argv.mode === 'production' ? [new PrerenderPlugin({ script: path.join(__dirname, 'prerender/render-pages.tsx'), cwd: __dirname })] : []),
    ],
  });
  return config(env, argv);
};

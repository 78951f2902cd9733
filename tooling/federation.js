// One place for the Module Federation and webpack setup of the shell and the four remotes,
// so every app shares the same singletons with the same versions.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ChunkIntegrityPlugin, EntryIntegrityPlugin } = require('./chunk-integrity-plugin');
const { hostSplitChunks } = require('./host-split-chunks');
const { FEDERATED_ENTRIES } = require('./shared-entries');
const { remoteInFolder } = require('./remotes');

const root = path.resolve(__dirname, '..');
/** Where a production build puts its source maps: `<app>/dist-sourcemaps`, beside dist/, never served. */
const SOURCE_MAPS_FOLDER = 'dist-sourcemaps';
/**
 * `shared`'s entries besides the root that are singletons of their own, each its own entry of
 * shared/package.json "exports": 'shared/core' (what /login needs of `shared`, no HTTP client nor
 * form schemas), the facades of MUI and React Router ('shared/ui/core' is the part of
 * 'shared/ui/base' that /login loads), and the forms' rules. They are the entries marked
 * "federated" in shared/entries.json (docs/architecture/shared-package.md).
 */
const SHARED_FACADES = FEDERATED_ENTRIES;

/**
 * Singletons: one React, one emotion, one zustand and one `shared` (so the session store is the
 * same object everywhere). MUI and React Router are shared only through `shared`'s facades
 * (`shared/ui/base`, `shared/ui/more`, `shared/router`): a shared module is loaded whole and never
 * tree-shaken, but a facade's own imports are, so each costs only the names it re-exports, and the
 * one facade module gives one MUI theme context and one router context to every app
 * (docs/architecture/frontend.md#javascript-budgets).
 */
function sharedSingletons(appPackage) {
  const deps = appPackage.dependencies;
  const single = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
  const sharedVersion = require(path.join(root, 'shared/package.json')).version;
  const sharedEntry = single(`^${sharedVersion}`, { version: sharedVersion });
  return {
    react: single(deps.react),
    'react/': single(deps.react),
    'react-dom': single(deps['react-dom']),
    'react-dom/': single(deps['react-dom']),
    '@emotion/react': single(deps['@emotion/react']),
    '@emotion/styled': single(deps['@emotion/styled']),
    // 'zustand/middleware' is not shared: it holds no state, and bundled it is tree-shaken to
    // `persist`, where shared it would load whole (docs/architecture/frontend.md#javascript-budgets).
    zustand: single(deps.zustand),
    // Not a platform rule, a saving: the shell's login form already loads it, so a remote's forms
    // reuse that copy instead of downloading their own.
    'react-hook-form': single(deps['react-hook-form']),
    shared: sharedEntry,
    ...Object.fromEntries(SHARED_FACADES.map((facade) => [facade, sharedEntry])),
  };
}

/**
 * The federation runtime packages ship both ES modules and CommonJS. The runtime is imported as
 * ES modules, but the plugin that hands the shell's runtime to the remotes `require`s it, so a
 * build carried both copies (about 25 KiB gzip more in the shell's entry). Every request for them
 * resolves to the ES module build, so there is one copy.
 */
const FEDERATION_RUNTIME_PACKAGES = ['runtime-core', 'runtime', 'sdk', 'error-codes', 'webpack-bundler-runtime'];
function federationRuntimeAliases() {
  return Object.fromEntries(
    FEDERATION_RUNTIME_PACKAGES.map((name) => {
      let folder = path.dirname(require.resolve(`@module-federation/${name}`, { paths: [root] }));
      while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
      const entry = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).exports['.'].import.default;
      return [`@module-federation/${name}$`, path.join(folder, entry)];
    }),
  );
}

/**
 * axios takes the first adapter a runtime has, in the order xhr, http, fetch. Every browser has
 * XMLHttpRequest, so the fetch adapter never runs in one, yet it is bundled (4 KiB gzip on every
 * page behind login). The build resolves it to nothing (docs/architecture/frontend.md#how-the-invoices-goal-was-reached).
 */
function fetchAdapterless() {
  return { [require.resolve('axios/unsafe/adapters/fetch.js', { paths: [root] })]: false };
}

/**
 * The federation runtime's error sentences (about 0.4 KiB gzip of every page's main.js) resolve to
 * empty maps: its errors keep their codes and documentation links (tooling/federation-error-descriptions.mjs).
 */
function errorCodesOnly() {
  const entry = federationRuntimeAliases()['@module-federation/error-codes$'];
  return { [path.join(path.dirname(entry), 'desc.mjs')]: path.join(__dirname, 'federation-error-descriptions.mjs') };
}

/** The sdk's logger resolves to a plain one over the console (tooling/federation-logger.mjs). */
function plainLogger() {
  const entry = federationRuntimeAliases()['@module-federation/sdk$'];
  return { [path.join(path.dirname(entry), 'logger.js')]: path.join(__dirname, 'federation-logger.mjs') };
}

/** The files a build compresses: every kind it serves but images compressed already (PNG, JPEG). */
const COMPRESSED_FILES = /\.(js|mjs|css|svg|json|html|txt|xml|webmanifest|ico|pdf)$/;

/** The page a remote's dev server shows when the remote runs alone. */
function standalonePage(dir) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${path.basename(dir)} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

/** Empties the source-map folder before a build, as `output.clean` does for dist/. */
function cleanSourceMaps(dir) {
  return {
    apply(compiler) {
      compiler.hooks.beforeRun.tap('CleanSourceMaps', () => fs.rmSync(dir, { recursive: true, force: true }));
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir the app folder
 * @param {string} o.name federation name (mfe_invoices, ... or shell)
 * @param {Record<string,string>} [o.exposes] for a remote
 * @param {boolean} [o.host] the shell
 * @param {number} o.port dev-server port
 */
function createConfig(o) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const appPackage = require(path.join(o.dir, 'package.json'));
    const federation = {
      name: o.name,
      shared: sharedSingletons(appPackage),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: { fileName: 'mf-manifest.json' },
      // The runtime runs only in browsers: its Node.js script loading is left out.
      experiments: { optimization: { target: 'web' } },
    };
    if (o.host) {
      // No remote is known at build time: the shell reads /remotes.json when it starts.
      federation.remotes = {};
      // The fallback of a remote that fails, and the pins of its first files (docs/security/script-integrity.md).
      federation.runtimePlugins = [path.join(o.dir, 'src/lib/federation/remote-fallback-plugin.ts')];
      // The shell hands its federation runtime to the remotes, so each remote's entry does not
      // carry (and the browser does not download) a second copy.
      federation.experiments = { ...federation.experiments, provideExternalRuntime: true };
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = o.exposes;
      // In production a remote runs only inside the shell, which provides the runtime; the dev
      // server keeps its own so a remote can also be opened alone.
      if (production) federation.experiments = { ...federation.experiments, externalRuntime: true };
    }

    return {
      mode: production ? 'production' : 'development',
      entry: path.join(o.dir, 'src/index.ts'),
      // Production maps are build artefacts beside dist/, never inside what is served, and the
      // bundles do not point at them (hidden): upload them to an error tracker if one is used.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // The host is served from '/'; a remote finds its own chunks beside its manifest,
        // wherever a deployment puts its versioned folder.
        publicPath: o.host ? '/' : 'auto',
        // The federation runtime templates the entry name without chunk data, so entries keep a
        // plain name (served no-cache); every other chunk carries its content hash (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        sourceMapFilename: `../${SOURCE_MAPS_FOLDER}/[file].map`,
        uniqueName: o.name,
        // A chunk is decoded as the page is (UTF-8, index.html): its script tag needs no charset.
        charset: false,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: { ...federationRuntimeAliases(), ...fetchAdapterless(), ...errorCodesOnly(), ...plainLogger() } },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(svg|png|ico|pdf)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federation),
        new HtmlWebpackPlugin({
          // A remote's index page is only for running it alone; the shell's is the portal.
          ...(o.host ? { template: path.join(o.dir, 'public/index.html') } : { templateContent: standalonePage(o.dir) }),
          chunks: ['main'],
          hash: true,
        }),
        ...(o.plugins ?? []),
        // A remote's chunks are loaded with the integrity its manifest records (before compression).
        ...(production && !o.host ? [new ChunkIntegrityPlugin()] : []),
        // The shell's pages load its entry with integrity (HTML, not counted in the budgets).
        ...(production && o.host ? [new EntryIntegrityPlugin()] : []),
        ...(production ? [cleanSourceMaps(path.join(o.dir, SOURCE_MAPS_FOLDER))] : []),
        // Compressed once at build time, every file the servers send (the pre-rendered pages
        // too), with the slowest, smallest settings, brotli quality 11 and gzip level 9: the API
        // server and nginx hand out the .br/.gz file as it is (docs/operations/deploying.md#compression).
        // A file compression does not make at least a fifth smaller is left alone (minRatio).
        ...(production
          ? [
              new CompressionPlugin({
                test: COMPRESSED_FILES,
                threshold: 0,
                minRatio: 0.8,
                filename: '[path][base].gz',
                compressionOptions: { level: 9 },
              }),
              new CompressionPlugin({
                test: COMPRESSED_FILES,
                threshold: 0,
                minRatio: 0.8,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      optimization: {
        ...(o.host && production ? { splitChunks: hostSplitChunks() } : {}),
        // The shortest names for modules and their exports rather than names stable across builds:
        // 1.6 KiB less on the way to the first invoice row (docs/architecture/frontend.md#javascript-budgets).
        // A changed module then renames others, so an unchanged chunk may get a new content hash;
        // a browser downloads it again after a release, never a stale copy. Shared singletons
        // are found by their share key, never by a module's id, so other builds are not affected.
        ...(production ? { moduleIds: 'size', mangleExports: 'size' } : {}),
        // Every browser the portal supports runs ES2020 (docs/architecture/frontend.md#javascript-budgets):
        // terser may then write the shorter modern forms, and a third pass finds a little more.
        ...(production ? { minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3 }, format: { comments: false } } } } : {}),
      },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: o.host ? { directory: path.join(o.dir, 'public') } : false,
        proxy: o.devProxy,
      },
    };
  };
}

/** A remote's config: its name, dev port and exposed modules come from shared/remotes.json. */
function createRemoteConfig(dir) {
  const remote = remoteInFolder(dir);
  // The remote exposes its routes; the shell owns the layout around them.
  return createConfig({ dir, name: remote.name, port: remote.devPort, exposes: remote.exposes });
}

module.exports = { createConfig, createRemoteConfig, sharedSingletons, SHARED_FACADES, SOURCE_MAPS_FOLDER };

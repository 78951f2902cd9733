// One place for the Module Federation and webpack setup of the shell and the four remotes,
// so every app shares the same singletons with the same versions.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
const installed = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

/**
 * Singletons: one React, one router, one MUI + emotion (so a remote renders inside the shell's
 * theme), one zustand and one `shared` (so the session store is the same object everywhere).
 * MUI is shared by prefix because it is imported by path (`@mui/material/Button`): importing its
 * root would make every app load all of MUI, a shared module is never tree-shaken.
 */
function sharedSingletons(appPackage) {
  const deps = appPackage.dependencies;
  const single = (requiredVersion, extra = {}) => ({ singleton: true, requiredVersion, ...extra });
  const sharedVersion = require(path.join(root, 'shared/package.json')).version;
  return {
    react: single(deps.react),
    'react/': single(deps.react),
    'react-dom': single(deps['react-dom']),
    'react-dom/': single(deps['react-dom']),
    'react-router': single(`^${installed('react-router')}`),
    'react-router-dom': single(deps['react-router-dom']),
    // Deep MUI files carry no package.json of their own, so their version is given here.
    '@mui/material/': single(deps['@mui/material'], { version: installed('@mui/material') }),
    '@mui/system/': single(`^${installed('@mui/system')}`, { version: installed('@mui/system') }),
    '@emotion/react': single(deps['@emotion/react']),
    '@emotion/styled': single(deps['@emotion/styled']),
    zustand: single(deps.zustand),
    'zustand/': single(deps.zustand),
    shared: single(`^${sharedVersion}`, { version: sharedVersion }),
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
    };
    if (o.host) {
      // No remote is known at build time: the shell reads /remotes.json when it starts.
      federation.remotes = {};
      federation.runtimePlugins = [path.join(o.dir, 'src/lib/federation/remote-fallback-plugin.ts')];
      // The shell hands its federation runtime to the remotes, so each remote's entry does not
      // carry (and the browser does not download) a second copy.
      federation.experiments = { provideExternalRuntime: true };
    } else {
      federation.filename = 'remoteEntry.js';
      federation.exposes = o.exposes;
      // In production a remote runs only inside the shell, which provides the runtime; the dev
      // server keeps its own so a remote can also be opened alone.
      if (production) federation.experiments = { externalRuntime: true };
    }

    return {
      mode: production ? 'production' : 'development',
      entry: path.join(o.dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        // The host is served from '/'; a remote finds its own chunks beside its manifest,
        // wherever a deployment puts its versioned folder.
        publicPath: o.host ? '/' : 'auto',
        // The federation runtime templates the entry name without chunk data, so entries keep a
        // plain name (served no-cache); every other chunk carries its content hash (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
          template: path.join(o.dir, 'public/index.html'),
          // A remote's index page is only for running it alone; the shell's is the portal.
          chunks: ['main'],
          hash: true,
        }),
        ...(o.plugins ?? []),
        // Compressed once at build time: the servers hand out the .br/.gz file as it is.
        ...(production
          ? [
              new CompressionPlugin({ test: /\.(js|css|svg|json|html)$/, threshold: 1024, filename: '[path][base].gz' }),
              new CompressionPlugin({
                test: /\.(js|css|svg|json|html)$/,
                threshold: 1024,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      performance: { hints: false },
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

module.exports = { createConfig, sharedSingletons };

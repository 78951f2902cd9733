// The shell's split of its libraries into a few long-cached files (docs/architecture/frontend.md#javascript-budgets).
// Which of `shared`'s entries anchor which group is written in shared/entries.json ("hostChunk").
const { facadeOf, marking } = require('./shared-entries');

/**
 * The libraries every page of the shell runs on (React, React DOM, the router, emotion, zustand),
 * gathered in one long-cached file instead of one request each
 * (docs/architecture/frontend.md#javascript-budgets).
 */
const PLATFORM_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics|zustand)[\\/]/;
/** The entries of `shared` that /login loads: their libraries (the MUI of the login form, the theme) form one file. */
const LOGIN_ENTRIES = marking('loginUi');
/** What the root of `shared` adds to 'shared/core': the HTTP client, axios. */
const CLIENT_LIBRARIES = /[\\/]node_modules[\\/]axios[\\/]/;
/** The root of `shared`, whose own code beyond 'shared/core' goes into the file of its HTTP client. */
const ROOT_ENTRY = marking('client');
const SHARED_CODE = /^(?!.*[\\/]node_modules[\\/]).*[\\/]shared[\\/]src[\\/]/;
/**
 * The form schemas' library, which only pages with a form load ('shared/forms', the admin rules):
 * a file of its own, so the invoice list does not download it with the root of `shared`.
 */
const FORM_LIBRARIES = /[\\/]node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/;
const MUI_LIBRARIES = /[\\/]node_modules[\\/](@mui[\\/][^\\/]+|@popperjs[\\/]core|react-transition-group|clsx|react-is|@babel[\\/]runtime)[\\/]/;

/** The facade of the MUI only some pages behind login use: its own MUI goes to a file of its own. */
const EXTRA_UI_ENTRY = marking('muiExtra');
/** The facades of the MUI of pages behind login (the layout, the list, and the extra above). */
const MORE_UI_ENTRIES = marking('muiMore');

/** The shell's own code and `shared`'s (its sources and its lists, such as remotes.json), not a library's. */
const OWN_CODE = /^(?!.*[\\/]node_modules[\\/]).*[\\/](shell[\\/]src|shared)[\\/]/;
/**
 * The federation runtime's API the shell calls (its code is in main.js): a module of re-exports,
 * which would otherwise stay in the bootstrap's chunk. That chunk keeps only the shared modules
 * the bootstrap consumes: moved into the file that provides one of them, a consumer would wait
 * for itself.
 */
const isFederationApi = (module) => /[\\/]node_modules[\\/]@module-federation[\\/]/.test(module.resource ?? '');
/** The module every page of the shell starts with (shell/src/index.ts imports it). */
const BOOTSTRAP = /[\\/]shell[\\/]src[\\/]bootstrap\.tsx$/;

/** Whether a chunk holds a module whose path matches `entries` (asked once per chunk). */
function chunkHoldingTest(entries) {
  const known = new WeakMap();
  return (chunk, chunkGraph) => {
    if (!known.has(chunk)) {
      known.set(chunk, [...chunkGraph.getChunkModulesIterable(chunk)].some((m) => entries.test(m.resource ?? '')));
    }
    return known.get(chunk);
  };
}

/** Whether some chunk of `module` passes `inChunk` (a chunkHoldingTest). */
const inChunks = (module, chunkGraph, inChunk) => [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => inChunk(chunk, chunkGraph));

/**
 * A facade is a module of a few lines that re-exports its library's names. Left alone, each is a
 * file of its own (under 1 KiB, one more request per facade on every page), so it goes into the
 * file of the libraries it re-exports.
 */
const FACADE_OF = Object.fromEntries(['platform', 'loginUi', 'mui', 'muiMore', 'muiExtra'].map((group) => [group, facadeOf(group)]));
const isFacade = (group, module) => FACADE_OF[group].test(module.resource ?? '');

/**
 * The shell's libraries in seven long-cached files, not the dozens of small chunks webpack's
 * default split makes of MUI: the platform (above); the MUI /login uses (`shared/ui/core` and the
 * theme); the HTTP client (axios), which the root of `shared` loads behind login; yup, for the
 * pages with a form; the MUI of `shared/ui/base`, which every page but /login
 * uses; the MUI only the facades behind login reach (`shared/ui/more`, `shared/ui/extra`); and the
 * MUI only `shared/ui/extra` brings (docs/architecture/frontend.md#javascript-budgets). And the
 * shell's and `shared`'s own code that every page runs, in one more (`core`).
 */
function hostSplitChunks() {
  const inLoginChunk = chunkHoldingTest(LOGIN_ENTRIES);
  const inExtraUiChunk = chunkHoldingTest(EXTRA_UI_ENTRY);
  const inMoreUiChunk = chunkHoldingTest(MORE_UI_ENTRIES);
  const inRootChunk = chunkHoldingTest(ROOT_ENTRY);
  const inEveryPageChunk = chunkHoldingTest(new RegExp(`${BOOTSTRAP.source}|${LOGIN_ENTRIES.source}`));
  return {
    cacheGroups: {
      // The code of the shell and of `shared` that every page runs (the app, its routes, the
      // stores, the messages): one file, not three that a phone would wait on one round trip
      // each when the six connections a host gets are busy (docs/architecture/phone-reload.md).
      // The bootstrap's own chunk is left with its consumes only, which make no file.
      core: {
        test: (module, { chunkGraph }) =>
          (OWN_CODE.test(module.resource ?? '') || isFederationApi(module)) &&
          inChunks(module, chunkGraph, inEveryPageChunk),
        name: 'core',
        chunks: 'async',
        priority: 5,
        enforce: true,
      },
      platform: {
        test: (module) => PLATFORM_LIBRARIES.test(module.resource ?? '') || isFacade('platform', module),
        name: 'platform',
        chunks: 'async',
        priority: 20,
        enforce: true,
      },
      loginUi: {
        test: (module, { chunkGraph }) =>
          isFacade('loginUi', module) ||
          (/[\\/]node_modules[\\/]/.test(module.resource ?? '') &&
            inChunks(module, chunkGraph, inLoginChunk)),
        name: 'login-ui',
        chunks: 'async',
        priority: 15,
        enforce: true,
      },
      // The root of `shared` loads axios and its own code beyond 'shared/core' (the endpoint client,
      // the selection) together, always: one file, not two that a phone's reload waits on one more
      // round trip for when its six connections are busy (docs/architecture/phone-reload.md). A
      // chunk that shares a module of it (the second factor's pages) calls the API, so loads it anyway.
      client: {
        test: (module, { chunkGraph }) =>
          // The identifier of a module without a file: axios's fetch adapter, left out (tooling/federation.js).
          CLIENT_LIBRARIES.test(module.resource ?? module.identifier()) ||
          (SHARED_CODE.test(module.resource ?? '') && inChunks(module, chunkGraph, inRootChunk) && !inChunks(module, chunkGraph, inEveryPageChunk)),
        name: 'client',
        chunks: 'async',
        priority: 10,
        enforce: true,
      },
      forms: { test: FORM_LIBRARIES, name: 'forms', chunks: 'async', priority: 10, enforce: true },
      // MUI that only 'shared/ui/extra' reaches (tabs, dialogs, chips): MUI both facades use stays in `mui`.
      muiExtra: onlyBehind('muiExtra', 'mui-extra', inExtraUiChunk, 12),
      // MUI that only the facades behind login reach (tables, the drawer, tooltips): the public
      // pages, which use only `shared/ui/base`, do not load it.
      muiMore: onlyBehind('muiMore', 'mui-more', inMoreUiChunk, 11),
      mui: {
        test: (module) => MUI_LIBRARIES.test(module.resource ?? '') || isFacade('mui', module),
        name: 'mui',
        chunks: 'async',
        priority: 10,
        enforce: true,
      },
    },
  };
}

/**
 * A group of the MUI that only some facades reach: its facade module, and every MUI module all
 * of whose chunks `inChunk` accepts.
 */
function onlyBehind(facade, name, inChunk, priority) {
  return {
    test: (module, { chunkGraph }) =>
      isFacade(facade, module) ||
      (MUI_LIBRARIES.test(module.resource ?? '') &&
        [...chunkGraph.getModuleChunksIterable(module)].every((chunk) => inChunk(chunk, chunkGraph))),
    name,
    chunks: 'async',
    priority,
    enforce: true,
  };
}

module.exports = { hostSplitChunks };

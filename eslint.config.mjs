import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

// Remote folders come from the one list of remotes (shared/remotes.json).
const { REMOTE_FOLDERS: REMOTES } = createRequire(import.meta.url)('./tooling/remotes.js');

// A workspace named as a package, or reached by climbing out of this one with ../
const workspaceImport = (names) => `^((\\.\\./)+)?(${names.join('|')})(/|$)`;

// Every workspace but `shared`, from the root package.json.
const OTHER_WORKSPACES = createRequire(import.meta.url)('./package.json').workspaces.filter((w) => w !== 'shared');

// The servers and the other workspaces by package name only: a feature's own api/ folder is no server.
const remoteBoundary = {
  regex: `${workspaceImport([...REMOTES, 'shell'])}|^(${OTHER_WORKSPACES.filter((w) => w !== 'shell' && !REMOTES.includes(w)).join('|')})(/|$)`,
  message:
    'A remote imports only `shared`: remotes are built and deployed on their own, so code taken from another remote, the shell or a server would be a second copy that drifts from the one that runs.',
};

/**
 * `shared`'s entries and audiences come from its manifest (shared/entries.json), like the remotes;
 * the rules below are derived from it (docs/architecture/shared-package.md).
 */
const SHARED = createRequire(import.meta.url)('./tooling/shared-entries.js');
const entryList = (names) => names.map((name) => `'${name}'`).join(', ');
const subpath = (name) => name.replace(/^shared\/?/, '');
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const entryRegex = (name) => `^${escapeRegex(name)}$`;

const deepShared = {
  // Every entry of shared/package.json "exports" is one of the manifest's entries, each its own
  // module (the federated ones each a singleton): anything deeper is no entry at all.
  regex: `^(shared/(?!(${SHARED.ENTRIES.map((e) => subpath(e.name))
    .filter(Boolean)
    .map(escapeRegex)
    .join('|')})$).+|(\\.\\./)+shared(/|$))`,
  message:
    "Import from 'shared' itself: it is one Module Federation singleton, and a deep path would bundle a second copy with a store of its own.",
};

/**
 * One pattern per entry of `shared` that `importer` ('shell', 'remotes', 'servers') may not import,
 * saying whom it is for and why (the "importers" of shared/entries.json). `tests`: the file is a
 * test or a test helper, which may also import the entries for tests.
 */
const entriesNotFor = (importer, { tests = false } = {}) =>
  SHARED.ENTRIES.filter((e) => !e.importers.includes(importer) && !(tests && e.importers.includes('tests'))).map((e) => ({
    regex: entryRegex(e.name),
    message: `'${e.name}' is for ${e.importers.map((i) => SHARED.IMPORTERS[i]).join(' and ')}: ${e.why}. ${SHARED.IMPORTERS[importer]} import ${entryList(SHARED.entriesFor(importer))} (shared/entries.json, docs/architecture/shared-package.md).`,
  }));

const APPS = ['shell', ...REMOTES];

/** The features of an app: the folders under src/features (none yet for some remotes). */
const featuresOf = (app) => {
  try {
    return readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const FEATURE_MESSAGE =
  'A feature imports no other feature: features are composed in app/, so a feature can be changed or removed without breaking another. Move what both need to components/, hooks/ or lib/, or compose the two in app/.';

const LAYER_MESSAGE =
  'Code flows one way, shared parts → features → app: app/ composes features, and the parts every feature uses (components/, config/, hooks/, lib/, types/, utils/) know no feature and no page.';

/**
 * bulletproof-react's zones: each feature of each app imports from no other feature of it, and
 * only app/ sits on top of the features.
 */
const featureZones = APPS.flatMap((app) => [
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: FEATURE_MESSAGE,
  })),
  { target: `./${app}/src/features`, from: `./${app}/src/app`, message: LAYER_MESSAGE },
  {
    target: ['components', 'config', 'hooks', 'lib', 'types', 'utils'].map((part) => `./${app}/src/${part}`),
    from: [`./${app}/src/features`, `./${app}/src/app`],
    message: LAYER_MESSAGE,
  },
]);

// Inside `shared` (its facades, theme and components) MUI is imported by path: that keeps the
// build of each facade small and fast, whatever the bundler's tree-shaking does with the roots.
const muiRoot = {
  name: '@mui/material',
  message: "Import MUI by path (e.g. '@mui/material/Button'): the root is all of MUI, and each path is only what the facade re-exports.",
};
const iconsRoot = {
  name: '@mui/icons-material',
  message: "Import icons by path (e.g. '@mui/icons-material/Logout'): the root holds thousands of icons.",
};

const FACADE_MESSAGE =
  "Import MUI from 'shared/ui/base' or 'shared/ui/more' ('shared/ui/core' for what /login shows), and React Router from 'shared/router': they are the one MUI and router every app shares, and a shared module is loaded whole, so a facade costs only the names it re-exports. A component missing from the facades: add it there, or see docs/architecture/frontend.md#javascript-budgets.";
/** MUI and React Router only through `shared`'s facades (docs/architecture/frontend.md#javascript-budgets). */
const throughFacades = { regex: '^(@mui/(material|icons-material|system)|react-router(-dom)?)(/|$)', message: FACADE_MESSAGE };

/**
 * axios' values only through `shared`: axios is no shared module, so an app that imports it
 * bundles a copy of its own (about 21 KiB). Type-only names left out here (the request config)
 * cost nothing.
 */
const axiosThroughShared = {
  regex: '^axios$',
  importNames: ['default', 'isAxiosError', 'isCancel', 'AxiosError', 'AxiosHeaders', 'CanceledError'],
  message: "Import isAxiosError and the API client from 'shared': an app that imports axios itself bundles a copy of its own (about 21 KiB).",
};

/** The import rule of an app's source; tests may use what the facades leave out (MemoryRouter). */
const appImports = (patterns, { test = false } = {}) => [
  'error',
  { patterns: [...patterns, ...(test ? [] : [throughFacades, axiosThroughShared])] },
];
const SHELL_BOUNDARY = {
  regex: workspaceImport(REMOTES),
  message:
    'The shell loads remotes at run time through /remotes.json and Module Federation, never by import: a remote must stay deployable on its own.',
};
/** An app's import patterns: its boundary, no deep path into `shared`, and only the entries made for it. */
const appPatterns = (boundary, importer, { tests = false } = {}) => [boundary, deepShared, ...entriesNotFor(importer, { tests })];
/** Test helpers beside an app's tests (src/testing): source rules, but the entries for tests too. */
const testHelpers = (app) => `${app}/src/testing/**/*.{ts,tsx}`;

/** The audiences of `shared`'s own files, as their folders and files (shared/entries.json "paths"). */
const AUDIENCE_NAMES = Object.keys(SHARED.AUDIENCES);
const sharedPath = (p) => `./shared/src/${p}`;
const entryFilesOf = (audience) => SHARED.ENTRIES.filter((e) => e.audience === audience).map((e) => `./shared/${e.file}`);
const pathGlobs = (p) => (/\.[cm]?[jt]sx?$/.test(p) ? [`shared/src/${p}`] : [`shared/src/${p}/**/*.{ts,tsx}`]);
const audienceFiles = (audience) => [...SHARED.AUDIENCES[audience].paths.flatMap(pathGlobs), ...entryFilesOf(audience).map((f) => f.slice(2))];
const audienceMessage = (audience, other) =>
  `${audience} code imports no ${other} code: ${audience} is ${SHARED.AUDIENCES[audience].why}, and ${other} is ${SHARED.AUDIENCES[other].why}. ${audience} may import ${SHARED.AUDIENCES[audience].mayImport.join(', ')} (shared/entries.json, docs/architecture/shared-package.md).`;

/**
 * import/no-restricted-paths zones: the files of each audience import no file of an audience it
 * may not import. A forbidden folder may hold files of an allowed audience (the most specific
 * path of the manifest wins): those are excepted.
 */
const audienceZones = AUDIENCE_NAMES.flatMap((audience) => {
  const { mayImport } = SHARED.AUDIENCES[audience];
  const target = [...SHARED.AUDIENCES[audience].paths.map(sharedPath), ...entryFilesOf(audience)];
  if (target.length === 0) return [];
  return AUDIENCE_NAMES.filter((other) => !mayImport.includes(other)).flatMap((other) =>
    SHARED.AUDIENCES[other].paths.map((from) => ({
      target,
      from: sharedPath(from),
      except: mayImport
        .flatMap((allowed) => SHARED.AUDIENCES[allowed].paths)
        .filter((p) => p.startsWith(`${from}/`))
        .map((p) => `./${p.slice(from.length + 1)}`),
      message: audienceMessage(audience, other),
    })),
  );
});

/**
 * What the domain runs on the server too: no library of the browser. A type-only import is erased
 * before anything runs, so a wire format may still name a library's types (the WebAuthn JSON).
 */
const BROWSER_LIBRARIES = [
  'error',
  {
    patterns: [
      {
        regex: '^(react|react-dom|@mui/.+|@emotion/.+|zustand|axios|react-router(-dom)?|react-hook-form|@simplewebauthn/.+)(/|$)',
        allowTypeImports: true,
        message: `Domain code imports no browser library (React, MUI, zustand, axios, React Router, react-hook-form, WebAuthn): domain is ${SHARED.AUDIENCES.domain.why}, and runs in the API server too (shared/entries.json, docs/architecture/shared-package.md).`,
      },
    ],
  },
];
/** An audience of `shared` reaching an entry by name: only entries of audiences it may import. */
const entriesOutside = (audience) =>
  SHARED.ENTRIES.filter((e) => !SHARED.AUDIENCES[audience].mayImport.includes(e.audience)).map((e) => ({
    regex: entryRegex(e.name),
    message: `${audience} code imports no ${e.audience} entry: '${e.name}' is ${e.why}, and ${audience} is ${SHARED.AUDIENCES[audience].why} (shared/entries.json, docs/architecture/shared-package.md).`,
  }));
const NO_MUI_IN_WEB = {
  regex: '^(@mui/.+|shared/ui/.+)(/|$)',
  message: `Web code draws nothing, so it imports no MUI: web is ${SHARED.AUDIENCES.web.why}. Put what draws in ui (shared/entries.json, docs/architecture/shared-package.md).`,
};
/** What no file of `shared` imports, whatever its audience. */
const SHARED_BASE_PATTERNS = [
  {
    regex: '^(shell|api|sandbox|mfe-[a-z]+)(/|$)|^(\\.\\./){2,}(shell|api|sandbox|mfe-[a-z]+)(/|$)',
    message: '`shared` is the bottom layer every app builds on; it imports no app, or the apps would depend on each other through it.',
  },
];
const sharedImports = (patterns = []) => ['error', { paths: [muiRoot, iconsRoot], patterns: [...SHARED_BASE_PATTERNS, ...patterns] }];
/** Tests may render what they check with anything; the audiences hold for the code they test. */
const SHARED_TESTS = ['shared/src/**/*.test.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '.data/**', 'e2e/artifacts/**', 'e2e/.tmp/**', '.deploy/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tooling/jest/**', '**/test/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`), 'shared/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  {
    files: REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': appImports(appPatterns(remoteBoundary, 'remotes')) },
  },
  {
    files: REMOTES.map(testHelpers),
    rules: { 'no-restricted-imports': appImports(appPatterns(remoteBoundary, 'remotes', { tests: true })) },
  },
  {
    files: REMOTES.map((r) => `${r}/src/**/*.test.{ts,tsx}`),
    rules: { 'no-restricted-imports': appImports(appPatterns(remoteBoundary, 'remotes', { tests: true }), { test: true }) },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(appPatterns(SHELL_BOUNDARY, 'shell')) },
  },
  {
    files: [testHelpers('shell')],
    rules: { 'no-restricted-imports': appImports(appPatterns(SHELL_BOUNDARY, 'shell', { tests: true })) },
  },
  {
    files: ['shell/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(appPatterns(SHELL_BOUNDARY, 'shell', { tests: true }), { test: true }) },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } } },
    rules: { 'no-restricted-imports': sharedImports() },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: SHARED_TESTS,
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: audienceZones }] },
  },
  {
    files: audienceFiles('domain'),
    ignores: SHARED_TESTS,
    rules: {
      'no-restricted-imports': sharedImports(entriesOutside('domain')),
      '@typescript-eslint/no-restricted-imports': BROWSER_LIBRARIES,
    },
  },
  {
    files: audienceFiles('server'),
    ignores: SHARED_TESTS,
    rules: {
      'no-restricted-imports': sharedImports(entriesOutside('server')),
      '@typescript-eslint/no-restricted-imports': BROWSER_LIBRARIES,
    },
  },
  {
    files: audienceFiles('web'),
    ignores: SHARED_TESTS,
    rules: { 'no-restricted-imports': sharedImports([NO_MUI_IN_WEB]) },
  },
  {
    files: ['api/**/*.ts', 'sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...entriesNotFor('servers'),
            {
              regex: deepShared.regex,
              message: `Servers import the entries of shared made for them, ${entryList(SHARED.entriesFor('servers'))}: anything deeper is no entry of shared/package.json (shared/entries.json).`,
            },
            {
              regex: workspaceImport([...REMOTES, 'shell']),
              message: 'Servers never import browser apps.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sandbox stands in for the ERP and the payment provider: of shared it takes the wire
    // formats only, never the portal's rules (issue 22 item 5, sandbox/README.md).
    files: ['sandbox/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^shared(/.*)?$',
              allowImportNamePattern: '^(Erp[A-Za-z]*Schema|ERP_(PDF_)?ENDPOINTS)$',
              allowTypeImports: true,
              message:
                "The sandbox stands in for the ERP and the payment provider, so of shared it imports only their wire formats: the ERP's TypeBox schemas and ERP_ENDPOINTS (shared/src/domain/erp), and types. Write the ERP's side of a rule, a message or a value format in sandbox/ from the specification (docs/product): taken from the portal, the stand-in would agree with the portal by construction, and no end-to-end test could catch a rule the portal reads wrongly.",
            },
          ],
        },
      ],
    },
  },
);

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

const remoteBoundary = {
  regex: workspaceImport([...REMOTES, 'shell']),
  message:
    'A remote imports only `shared`: remotes are built and deployed on their own, so code taken from another remote or the shell would be a second copy that drifts from the one that runs.',
};
const deepShared = {
  // 'shared/testing' holds test helpers, never bundled into an app. 'shared/core' (what /login
  // needs of shared), the facades of MUI and React Router, the forms' schemas ('shared/forms'),
  // the payment pages' rules ('shared/payments') and the registration forms' rules are entries of
  // their own (shared/package.json "exports"), each a singleton. 'shared/users' is the users
  // administration's stateless rules and schema, which only the admin remote bundles;
  // 'shared/form-fields' the react-hook-form fields the admin and payments remotes bundle;
  // 'shared/second-factor' the second factor's calls and pieces the shell and the admin remote bundle.
  regex: '^(shared/(?!(testing|core|forms|form-fields|payments|ui/core|ui/base|ui/more|ui/extra|router|users|registration-forms|second-factor)$).+|(\\.\\./)+shared(/|$))',
  message:
    "Import from 'shared' itself: it is one Module Federation singleton, and a deep path would bundle a second copy with a store of its own.",
};
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
const SHELL_PATTERNS = [
  {
    regex: workspaceImport(REMOTES),
    message:
      'The shell loads remotes at run time through /remotes.json and Module Federation, never by import: a remote must stay deployable on its own.',
  },
  deepShared,
];

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
    rules: { 'no-restricted-imports': appImports([remoteBoundary, deepShared]) },
  },
  {
    files: REMOTES.map((r) => `${r}/src/**/*.test.{ts,tsx}`),
    rules: { 'no-restricted-imports': appImports([remoteBoundary, deepShared], { test: true }) },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(SHELL_PATTERNS) },
  },
  {
    files: ['shell/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': appImports(SHELL_PATTERNS, { test: true }) },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [muiRoot, iconsRoot],
          patterns: [
            {
              regex: '^(shell|api|sandbox|mfe-[a-z]+)(/|$)|^(\\.\\./){2,}(shell|api|sandbox|mfe-[a-z]+)(/|$)',
              message: '`shared` is the bottom layer every app builds on; it imports no app, or the apps would depend on each other through it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts', 'sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'shared',
              message: "Servers import 'shared/server': the root entry carries the browser store and HTTP client.",
            },
          ],
          patterns: [
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
                "The sandbox stands in for the ERP and the payment provider, so of shared it imports only their wire formats: the ERP's TypeBox schemas and ERP_ENDPOINTS (shared/src/erp), and types. Write the ERP's side of a rule, a message or a value format in sandbox/ from the specification (docs/product): taken from the portal, the stand-in would agree with the portal by construction, and no end-to-end test could catch a rule the portal reads wrongly.",
            },
          ],
        },
      ],
    },
  },
);

import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// eslint's package exports hide its bin file from require.resolve; it sits at a fixed place.
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** Lints a piece of code as if it were the given file, with the project's real configuration. */
async function messagesFor(file: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  // ESLint loads its flat config by dynamic import, which Jest's module sandbox does not allow.
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The package boundaries hold, and say why when they are crossed. */
describe('workspace boundaries', () => {
  it('refuses a remote importing another remote or the shell', async () => {
    const messages = await messagesFor(
      'mfe-invoices/src/probe.tsx',
      "import a from 'mfe-payments/src/app/routes';\nimport b from '../../shell/src/app/app';\nexport const c = [a, b];\n",
    );
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('A remote imports only `shared`');
  });

  it('refuses deep imports of shared and the root of MUI in a remote', async () => {
    const messages = await messagesFor(
      'mfe-admin/src/probe.tsx',
      "import { useSessionStore } from 'shared/src/stores';\nimport { Button } from '@mui/material';\nexport const c = [useSessionStore, Button];\n",
    );
    expect(messages).toEqual([expect.stringContaining('one Module Federation singleton'), expect.stringContaining("Import MUI from 'shared/ui/base'")]);
  });

  it('refuses MUI by path and React Router outside the facades, in a remote and in the shell, and says why', async () => {
    const code =
      "import Button from '@mui/material/Button';\nimport Search from '@mui/icons-material/Search';\nimport { useNavigate } from 'react-router-dom';\nexport const c = [Button, Search, useNavigate];\n";
    for (const file of ['mfe-invoices/src/probe.tsx', 'shell/src/probe.tsx']) {
      const messages = await messagesFor(file, code);
      expect(messages).toHaveLength(3);
      expect(messages[0]).toContain('a facade costs only the names it re-exports');
    }
  });

  it('lets tests use what the facades leave out', async () => {
    expect(await messagesFor('mfe-invoices/src/probe.test.tsx', "import { MemoryRouter } from 'react-router-dom';\nexport const c = MemoryRouter;\n")).toEqual([]);
  });

  it('refuses shared importing an app, and the shell importing a remote', async () => {
    expect(await messagesFor('shared/src/probe.ts', "import x from '../../shell/src/app/app';\nexport const y = x;\n")).toEqual([
      expect.stringContaining('imports no app'),
    ]);
    expect(await messagesFor('shell/src/probe.ts', "import x from 'mfe-admin/src/app/routes';\nexport const y = x;\n")).toEqual([
      expect.stringContaining('loads remotes at run time'),
    ]);
  });

  it('allows a remote to import shared and its facades of MUI and React Router', async () => {
    expect(
      await messagesFor(
        'mfe-payments/src/probe.tsx',
        "import { api } from 'shared';\nimport { Button } from 'shared/ui/base';\nimport { Table } from 'shared/ui/more';\nimport { Link } from 'shared/router';\nexport const c = [api, Button, Table, Link];\n",
      ),
    ).toEqual([]);
  });
});

/** bulletproof-react inside each app: features never import each other; they are composed in app/. */
describe('feature boundaries', () => {
  const featureRule = (file: string, code: string) => messagesFor(file, code, 'import/no-restricted-paths');

  it('refuses a feature of the shell importing another feature, and says why', async () => {
    expect(
      await featureRule('shell/src/features/layout/components/probe.tsx', "import { loadSession } from '../../auth/api/load-session';\nexport const x = loadSession;\n"),
    ).toEqual([expect.stringContaining('A feature imports no other feature: features are composed in app/, so a feature can be changed or removed without breaking another')]);
  });

  it('refuses it in every remote', async () => {
    expect(
      await featureRule(
        'mfe-invoices/src/features/invoice-detail/components/probe.tsx',
        "import { useBulkPdf } from '../../invoices/api/request-bulk-pdf';\nexport const x = useBulkPdf;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(
      await featureRule(
        'mfe-payments/src/features/checkout/components/probe.tsx',
        "import { usePayer } from '../../payment-methods/api/get-payer';\nexport const x = usePayer;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses the shared parts of an app reaching up into a feature or app/', async () => {
    expect(
      await featureRule(
        'mfe-payments/src/lib/probe.ts',
        "import { usePayer } from '../features/payment-methods/api/get-payer';\nimport routes from '../app/routes';\nexport const x = [usePayer, routes];\n",
      ),
    ).toEqual([expect.stringContaining('Code flows one way'), expect.stringContaining('Code flows one way')]);
  });

  it('allows a feature its own files and the shared parts, and app/ every feature', async () => {
    expect(
      await featureRule(
        'shell/src/features/layout/components/probe.tsx',
        "import { navItems } from '../utils/nav-items';\nimport { logout } from '../../../lib/logout';\nimport { PageSpinner } from '../../../components/page-spinner';\nexport const x = [navItems, logout, PageSpinner];\n",
      ),
    ).toEqual([]);
    expect(
      await featureRule(
        'shell/src/app/probe.tsx',
        "import { LoginPage } from '../features/auth/components/login-page';\nimport { AppLayout } from '../features/layout/components/app-layout';\nexport const x = [LoginPage, AppLayout];\n",
      ),
    ).toEqual([]);
  });
});

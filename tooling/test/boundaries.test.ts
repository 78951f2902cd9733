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
      "import { useSessionStore } from 'shared/src/web/stores';\nimport { Button } from '@mui/material';\nexport const c = [useSessionStore, Button];\n",
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
        "import { useBulkPdf } from '../../invoices/hooks/use-pdf-requests';\nexport const x = useBulkPdf;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(
      await featureRule(
        'mfe-payments/src/features/checkout/components/probe.tsx',
        "import { usePayer } from '../../payment-methods/hooks/use-payer';\nexport const x = usePayer;\n",
      ),
    ).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuses the shared parts of an app reaching up into a feature or app/', async () => {
    expect(
      await featureRule(
        'mfe-payments/src/lib/probe.ts',
        "import { usePayer } from '../features/payment-methods/hooks/use-payer';\nimport routes from '../app/routes';\nexport const x = [usePayer, routes];\n",
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

/** `shared` cut by audience, and its entries handed out by the manifest (docs/architecture/shared-package.md). */
describe("shared's audiences and entries", () => {
  /** An import of `to` (a file of shared/src, without extension) as written in `from`. */
  const importOf = (from: string, to: string) => {
    const relative = path.relative(path.dirname(path.join(root, from)), path.join(root, to)).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  const paths = (file: string, code: string) => messagesFor(file, code, 'import/no-restricted-paths');

  it('refuses a server importing a browser entry, and says whom it is for', async () => {
    const messages = await messagesFor(
      'api/src/probe.ts',
      "import { useSessionStore } from 'shared/core';\nimport { Button } from 'shared/ui/base';\nexport const c = [useSessionStore, Button];\n",
    );
    expect(messages).toEqual([
      expect.stringContaining("'shared/core' is for the shell's source and tests (shell/src) and the remotes' source and tests (mfe-*/src)"),
      expect.stringContaining("the API server and the sandbox (api/, sandbox/) import 'shared/forms', 'shared/payments', 'shared/server'"),
    ]);
    expect(await messagesFor('sandbox/src/probe.ts', "import { api } from 'shared';\nexport const c = api;\n")).toEqual([expect.stringContaining("'shared' is for")]);
  });

  it('lets a server import the server entry and the domain entries', async () => {
    expect(
      await messagesFor('api/src/probe.ts', "import { API } from 'shared/server';\nimport { validatePayAmount } from 'shared/payments';\nexport const c = [API, validatePayAmount];\n"),
    ).toEqual([]);
  });

  it('refuses a browser app the server entry, and the test helpers outside tests', async () => {
    const code = "import { API } from 'shared/server';\nimport { renderAt } from 'shared/testing';\nexport const c = [API, renderAt];\n";
    expect(await messagesFor('mfe-payments/src/probe.ts', code)).toEqual([
      expect.stringContaining("'shared/server' is for the API server and the sandbox"),
      expect.stringContaining("'shared/testing' is for test files only"),
    ]);
    expect(await messagesFor('shell/src/probe.test.ts', "import { renderAt } from 'shared/testing';\nexport const c = renderAt;\n")).toEqual([]);
    expect(await messagesFor('mfe-admin/src/testing/probe.tsx', "import { renderAt } from 'shared/testing';\nexport const c = renderAt;\n")).toEqual([]);
  });

  it('refuses a remote importing a server', async () => {
    expect(await messagesFor('mfe-invoices/src/probe.ts', "import x from 'api/src/app';\nexport const c = x;\n")).toEqual([
      expect.stringContaining('A remote imports only `shared`'),
    ]);
  });

  it('refuses domain code importing web or ui code, or a browser library, and says why', async () => {
    const probe = 'shared/src/domain/rules/probe.ts';
    const code = `import { useSessionStore } from '${importOf(probe, 'shared/src/web/stores/session-store')}';\nimport { Page } from '${importOf(probe, 'shared/src/ui/components/page')}';\nimport { useState } from 'react';\nimport axios from 'axios';\nexport const c = [useSessionStore, Page, useState, axios];\n`;
    expect(await paths(probe, code)).toEqual([
      expect.stringContaining('domain code imports no web code: domain is the rules, messages, schemas'),
      expect.stringContaining('domain code imports no ui code'),
    ]);
    expect(await messagesFor(probe, code, '@typescript-eslint/no-restricted-imports')).toEqual([
      expect.stringContaining('Domain code imports no browser library'),
      expect.stringContaining('Domain code imports no browser library'),
    ]);
    // A wire format may name a library's types: they are erased before anything runs.
    expect(await messagesFor(probe, "import type { RegistrationResponseJSON } from '@simplewebauthn/browser';\nexport type R = RegistrationResponseJSON;\n", '@typescript-eslint/no-restricted-imports')).toEqual([]);
    // A domain entry's file is domain code too.
    expect(await messagesFor('shared/src/payments.ts', "import { useSessionStore } from 'shared/core';\nexport const c = useSessionStore;\n")).toEqual([
      expect.stringContaining("domain code imports no ui entry: 'shared/core' is what /login needs"),
    ]);
  });

  it('refuses web code importing ui code or MUI', async () => {
    const probe = 'shared/src/web/stores/probe.ts';
    const code = `import { Page } from '${importOf(probe, 'shared/src/ui/components/page')}';\nimport Button from '@mui/material/Button';\nexport const c = [Page, Button];\n`;
    expect(await paths(probe, code)).toEqual([expect.stringContaining('web code imports no ui code')]);
    expect(await messagesFor(probe, code)).toEqual([expect.stringContaining('Web code draws nothing')]);
  });

  it('lets ui code import web and domain code, and the server entry the domain', async () => {
    const probe = 'shared/src/ui/components/probe.tsx';
    const code = `import { useSessionStore } from '${importOf(probe, 'shared/src/web/stores/session-store')}';\nimport { MESSAGES } from '${importOf(probe, 'shared/src/domain/constants/messages')}';\nexport const c = [useSessionStore, MESSAGES];\n`;
    expect(await paths(probe, code)).toEqual([]);
    expect(await messagesFor(probe, code)).toEqual([]);
    const server = 'shared/src/server.ts';
    expect(await paths(server, `export * from '${importOf(server, 'shared/src/domain/branding/brands')}';\n`)).toEqual([]);
    expect(await paths(server, `export * from '${importOf(server, 'shared/src/web/stores/session-store')}';\n`)).toEqual([
      expect.stringContaining('server code imports no web code'),
    ]);
  });
});

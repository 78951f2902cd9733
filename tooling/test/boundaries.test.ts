import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
// eslint's package exports hide its bin file from require.resolve; it sits at a fixed place.
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** Lints a piece of code as if it were the given file, with the project's real configuration. */
async function messagesFor(file: string, code: string): Promise<string[]> {
  // ESLint loads its flat config by dynamic import, which Jest's module sandbox does not allow.
  const run = spawnSync(process.execPath, [eslintBin, '--format', 'json', '--stdin', '--stdin-filename', path.join(root, file)], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
    expect(messages).toEqual([expect.stringContaining('one Module Federation singleton'), expect.stringContaining('Import MUI by path')]);
  });

  it('refuses shared importing an app, and the shell importing a remote', async () => {
    expect(await messagesFor('shared/src/probe.ts', "import x from '../../shell/src/app/app';\nexport const y = x;\n")).toEqual([
      expect.stringContaining('imports no app'),
    ]);
    expect(await messagesFor('shell/src/probe.ts', "import x from 'mfe-admin/src/app/routes';\nexport const y = x;\n")).toEqual([
      expect.stringContaining('loads remotes at run time'),
    ]);
  });

  it('allows a remote to import shared and MUI by path', async () => {
    expect(
      await messagesFor('mfe-payments/src/probe.tsx', "import { api } from 'shared';\nimport Button from '@mui/material/Button';\nexport const c = [api, Button];\n"),
    ).toEqual([]);
  });
});

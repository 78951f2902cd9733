import { cleanup, screen, within } from '@testing-library/react';
import { useSessionStore, type ScriptInventoryResponse } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { ScriptInventorySection } from './script-inventory-section';

const script = (file: string, over: Partial<ScriptInventoryResponse['pages'][number]['scripts'][number]> = {}) => ({
  app: 'mfe-payments',
  file,
  release: '1.0.1-0badc0de',
  integrity: `sha384-${file.length}abc`,
  liveSince: '2026-03-01T09:04:00.000Z',
  by: 'alice',
  reason: 'CHG-42 wallet',
  ...over,
});
const inventory: ScriptInventoryResponse = {
  released: true,
  pages: [
    {
      page: '/invoices/pay',
      remote: 'mfe-payments',
      scripts: [script('/main.js', { app: 'shell', release: '1.0.9-cafecafe', by: 'platform', reason: null }), script('/remotes/mfe-payments/1.0.1-0badc0de/remoteEntry.js')],
    },
    { page: '/deposits', remote: 'mfe-payments', scripts: [script('/remotes/mfe-payments/1.0.1-0badc0de/remoteEntry.js')] },
  ],
};

function serve(answer: ScriptInventoryResponse) {
  fakeApi((_body, config) => (config.url === '/system/scripts' ? { status: 200, data: answer } : { status: 404 }));
}

describe('the inventory of the payment pages\' scripts on /system', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('lists per page each script with its release, hash, when it went live, who released it and why', async () => {
    serve(inventory);
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<ScriptInventorySection />, '/system');
    const checkout = await screen.findByRole('table', { name: 'Scripts /invoices/pay may load' });
    const rows = within(checkout).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole(row === rows[0] ? 'columnheader' : 'cell').map((c) => c.textContent))).toEqual([
      ['File', 'Release', 'SHA-384', 'Live since', 'Released by', 'Reason'],
      ['/main.js', '1.0.9-cafecafe', 'sha384-8abc', new Date('2026-03-01T09:04:00.000Z').toLocaleString(), 'platform', '—'],
      ['/remotes/mfe-payments/1.0.1-0badc0de/remoteEntry.js', '1.0.1-0badc0de', 'sha384-51abc', new Date('2026-03-01T09:04:00.000Z').toLocaleString(), 'alice', 'CHG-42 wallet'],
    ]);
    expect(screen.getByTestId('scripts-/deposits')).toHaveTextContent('/deposits (1 scripts)');
  });

  it('says so when the portal serves builds rather than releases', async () => {
    serve({ released: false, pages: [] });
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<ScriptInventorySection />, '/system');
    expect(await screen.findByText(/nothing is inventoried/)).toBeInTheDocument();
  });
});

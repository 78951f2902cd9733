import { cleanup, screen, within } from '@testing-library/react';
import { useSessionStore, type CanariesResponse } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { CanarySection } from './canary-section';

const answer: CanariesResponse = {
  settings: { minLoads: 50, margin: 0.05, promoteAfterMinutes: 60 },
  remotes: [
    {
      remote: 'mfe-payments',
      name: 'mfe_payments',
      stable: { release: '1.0.0-aaaaaaaa', loads: 200, errors: 2 },
      canary: { release: '1.1.0-bbbbbbbb', percent: 10, since: '2026-03-01T09:00:00.000Z', by: 'alice', reason: 'CHG-7', loads: 20, errors: 0 },
      watch: { at: '2026-03-01T09:05:00.000Z', action: 'wait', reason: '20 of 50 page loads needed before judging' },
    },
    {
      remote: 'mfe-admin',
      name: 'mfe_admin',
      stable: { release: '2.0.0-cccccccc', loads: 40, errors: 0 },
      canary: null,
      watch: { at: '2026-03-01T08:00:00.000Z', action: 'rollback', reason: 'error rate clearly worse than stable' },
    },
  ],
};

describe('canary releases on /system', () => {
  afterEach(() => {
    cleanup();
    useSessionStore.getState().clear();
  });

  it('shows each remote\'s stable and canary release, the share, the page loads and errors of each, and the watch', async () => {
    fakeApi((_body, config) => (config.url === '/system/canaries' ? { status: 200, data: answer } : { status: 404 }));
    signIn({ role: 'admin', permissions: ['CanEditSystemConfig'] });
    renderAt(<CanarySection />, '/system');
    const payments = await screen.findByTestId('canary-mfe-payments');
    const cells = within(payments).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe('mfe-payments');
    expect(cells[1]).toBe('1.0.0-aaaaaaaa200 page loads, 2 errors (1.0 %)');
    expect(cells[2]).toContain('1.1.0-bbbbbbbb20 page loads, 0 errors (0.0 %)');
    expect(cells[2]).toContain('by alice: CHG-7');
    expect(cells[3]).toBe('10 %');
    expect(cells[4]).toContain('Watching');
    expect(cells[4]).toContain('20 of 50 page loads needed');
    const admin = within(screen.getByTestId('canary-mfe-admin')).getAllByRole('cell').map((c) => c.textContent);
    expect(admin.slice(2, 4)).toEqual(['none', '—']);
    expect(admin[4]).toContain('Rolled back');
    expect(screen.getByTestId('canary-settings')).toHaveTextContent('more than 5 points above');
  });
});

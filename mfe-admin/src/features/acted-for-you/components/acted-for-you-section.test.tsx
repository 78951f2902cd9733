import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type ActedForResponse } from 'shared';
import { fakeApi, ok, signIn } from 'shared/testing';
import { ACTED_FOR_LABELS } from '../../../config/acted-for-labels';
import { renderAdmin } from '../../../testing/render';

const user = userEvent.setup({ delay: null });

const HISTORY: ActedForResponse = {
  Entries: [
    { At: '2026-03-02T15:04:00.000Z', Kind: 'stopped', StaffName: 'Sam Staff' },
    { At: '2026-03-02T15:02:00.000Z', Kind: 'payment', StaffName: 'Sam Staff', Account: '100100', AmountCents: 125050, Currency: 'USD', Outcome: 'paid' },
    { At: '2026-03-02T15:01:00.000Z', Kind: 'deposit', StaffName: 'Sam Staff', Account: '100100', AmountCents: 50000, Currency: 'USD', Outcome: 'not_paid' },
    { At: '2026-03-02T15:00:00.000Z', Kind: 'started', StaffName: null },
  ],
  Truncated: true,
};

beforeEach(() => useSessionStore.getState().clear());

describe('/settings/profile: staff who acted for you (docs/security/impersonation.md#what-the-customer-sees)', () => {
  it('lists when staff acted for the customer, who, and what they paid, newest first', async () => {
    signIn();
    const api = fakeApi({ 'GET /profile/impersonations': () => ok(HISTORY) });
    renderAdmin('/settings/profile');
    const section = await screen.findByRole('region', { name: ACTED_FOR_LABELS.title });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.MuiListItemText-primary')?.textContent)).toEqual([
      'Sam Staff stopped acting for you',
      'Sam Staff paid $1,250.50 for account 100100',
      'Sam Staff tried to make a deposit of $500.00 for account 100100 (not charged)',
      'A former staff member started acting for you',
    ]);
    const when = items[0]!.querySelector('time')!;
    expect(when.getAttribute('datetime')).toBe('2026-03-02T15:04:00.000Z');
    expect(when.textContent).toMatch(/^03\/0[23]\/2026 \d{2}:\d{2}$/);
    expect(within(section).getByText(ACTED_FOR_LABELS.truncated(50))).toBeInTheDocument();
    expect(api.calls('GET /profile/impersonations')).toHaveLength(1);
  });

  it('says so when nobody ever acted for the customer', async () => {
    signIn();
    fakeApi({ 'GET /profile/impersonations': () => ok({ Entries: [], Truncated: false }) });
    renderAdmin('/settings/profile');
    const section = await screen.findByRole('region', { name: ACTED_FOR_LABELS.title });
    expect(await within(section).findByText(ACTED_FOR_LABELS.empty)).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    signIn();
    const answers = [{ status: 500, data: {} }, ok({ Entries: [], Truncated: false })];
    fakeApi({ 'GET /profile/impersonations': () => answers.shift()! });
    renderAdmin('/settings/profile');
    const section = await screen.findByRole('region', { name: ACTED_FOR_LABELS.title });
    expect(await within(section).findByText(ACTED_FOR_LABELS.loadError)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(ACTED_FOR_LABELS.empty)).toBeInTheDocument();
  });

  it('is not shown to staff, and not asked for', async () => {
    signIn({ role: 'internal' });
    const api = fakeApi({});
    renderAdmin('/settings/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ACTED_FOR_LABELS.title })).not.toBeInTheDocument();
    expect(api.calls('GET /profile/impersonations')).toHaveLength(0);
  });
});

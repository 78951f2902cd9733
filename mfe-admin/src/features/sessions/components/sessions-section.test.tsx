import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, useUiStore, type SessionSummary } from 'shared';
import { SESSION_MESSAGES } from 'shared/users';
import { fakeApi, ok, refused, signIn } from 'shared/testing';
import { renderAdmin } from '../../../testing/render';

const user = userEvent.setup({ delay: null });
const toasts = () => useUiStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

const THIS: SessionSummary = {
  id: '11111111-1111-4111-8111-111111111111', createdAt: '2026-11-20T08:00:00Z', lastActiveAt: '2026-11-26T09:30:00Z',
  browser: 'Chrome 131 on Windows', address: '203.0.113.5', current: true,
};
const PHONE: SessionSummary = {
  id: '22222222-2222-4222-8222-222222222222', createdAt: '2026-11-25T18:00:00Z', lastActiveAt: '2026-11-25T18:10:00Z',
  browser: 'Safari 17 on iOS', address: '198.51.100.9', current: false,
};
const OLD: SessionSummary = { ...PHONE, id: '33333333-3333-4333-8333-333333333333', browser: null, address: null };

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
});

describe('profile → Security: sessions (docs/security/sessions.md)', () => {
  it('lists the sessions with browser, address, start and last activity, this one marked and not endable', async () => {
    signIn();
    fakeApi({ 'GET /sessions': () => ok({ sessions: [THIS, PHONE, OLD] }), 'GET /users/7/accounts': () => ok([]) });
    renderAdmin('/settings/profile');
    const section = await screen.findByRole('region', { name: 'Sessions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome 131 on Windows');
    expect(items[0]).toHaveTextContent('This session');
    expect(items[0]).toHaveTextContent('203.0.113.5');
    expect(items[0]).toHaveTextContent(/Started Nov 20, 2026/);
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Safari 17 on iOS');
    expect(items[1]).not.toHaveTextContent('This session');
    expect(items[2]).toHaveTextContent('Unknown browser');
    expect(items[2]).toHaveTextContent('unknown address');
  });

  it('ends one other session, then shows the list again without it', async () => {
    signIn();
    let sessions = [THIS, PHONE];
    const api = fakeApi({
      'GET /sessions': () => ok({ sessions }),
      [`DELETE /sessions/${PHONE.id}`]: () => {
        sessions = [THIS];
        return ok({ ended: 1 });
      },
      'GET /users/7/accounts': () => ok([]),
    });
    renderAdmin('/settings/profile');
    await user.click(await screen.findByRole('button', { name: 'End the session in Safari 17 on iOS' }));
    await waitFor(() => expect(toasts()).toContain(`success: ${SESSION_MESSAGES.ended}`));
    expect(api.calls(`DELETE /sessions/${PHONE.id}`)).toHaveLength(1);
    expect(await screen.findByText('You are logged in nowhere else.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
  });

  it("ends all others, and shows the server's refusal as a warning", async () => {
    signIn();
    const answers = [ok({ ended: 2 }), refused(403, 'Not now.')];
    const api = fakeApi({ 'GET /sessions': () => ok({ sessions: [THIS, PHONE, OLD] }), 'POST /sessions/end-others': () => answers.shift()!, 'GET /users/7/accounts': () => ok([]) });
    renderAdmin('/settings/profile');
    const endAll = await screen.findByRole('button', { name: 'End all other sessions' });
    await waitFor(() => expect(endAll).toBeEnabled());
    await user.click(endAll);
    await waitFor(() => expect(toasts()).toContain(`success: ${SESSION_MESSAGES.endedOthers(2)}`));
    await waitFor(() => expect(endAll).toBeEnabled());
    await user.click(endAll);
    await waitFor(() => expect(toasts()).toContain('warning: Not now.'));
    expect(api.calls('POST /sessions/end-others')).toHaveLength(2);
  });

  it('says so when the sessions cannot be loaded, and loads them again on Retry', async () => {
    signIn();
    const answers = [{ status: 500, data: {} }, ok({ sessions: [THIS] })];
    fakeApi({ 'GET /sessions': () => answers.shift()!, 'GET /users/7/accounts': () => ok([]) });
    renderAdmin('/settings/profile');
    expect(await screen.findByText(SESSION_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(within(await screen.findByRole('region', { name: 'Sessions' })).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Chrome 131 on Windows')).toBeInTheDocument();
  });
});

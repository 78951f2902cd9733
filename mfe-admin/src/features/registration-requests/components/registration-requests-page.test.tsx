import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toDisplayDate, useSessionStore } from 'shared';
import { REGISTRATION_REJECTION_TEXTS } from 'shared/users';
import { fakeApi, ok, signIn } from 'shared/testing';
import { renderAdmin } from '../../../testing/render';

const user = userEvent.setup({ delay: null });
const REQUEST = {
  registrationRequestId: 12,
  firstName: 'Dana',
  lastName: 'Whitfield',
  company: 'Harborview Tower Management',
  email: 'dana@harborview.test',
  message: 'Please give me access.',
  createdAt: '2026-11-25T07:00:00.000Z',
};

beforeEach(() => useSessionStore.getState().clear());

describe('/settings/registration-requests (docs/product/users-and-admin.md#registration-requests-list)', () => {
  it("lists Name, Company, Email, Message and the date with a 'Create User' link, named for the requester, to the user form", async () => {
    signIn({ role: 'internal' });
    fakeApi({ 'GET /register': () => ok([REQUEST]) });
    renderAdmin('/settings/registration-requests');
    const table = await screen.findByRole('table', { name: 'Registration Requests' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Company', 'Email', 'Message', 'Date', 'Create User', 'Reject']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Harborview Tower Management',
      'dana@harborview.test',
      'Please give me access.',
      toDisplayDate(new Date(REQUEST.createdAt)),
      'Create User',
      'Reject',
    ]);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Dana Whitfield');
    expect(within(row).getByRole('link', { name: 'Create User for Dana Whitfield' })).toHaveTextContent(/^Create User$/);
    await user.click(within(row).getByRole('link', { name: 'Create User for Dana Whitfield' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/users/add/12');
  });

  it('rejects a request with a reason, which is required, and the request leaves the list', async () => {
    signIn({ role: 'internal' });
    const lists = [[REQUEST], []];
    const api = fakeApi({
      'GET /register': () => ok(lists.shift() ?? []),
      'POST /register/12/reject': () => ok({ rejected: true }),
    });
    renderAdmin('/settings/registration-requests');
    await user.click(await screen.findByRole('button', { name: 'Reject the request of Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Dana Whitfield?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(await within(dialog).findByText(REGISTRATION_REJECTION_TEXTS.reasonRequired)).toBeInTheDocument();
    expect(api.calls('POST /register/12/reject')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'We serve building owners only.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(await screen.findByText('There are no open registration requests.')).toBeInTheDocument();
    expect(api.calls('POST /register/12/reject').map((c) => c.body)).toEqual([{ Reason: 'We serve building owners only.' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the refusal when the request was closed meanwhile', async () => {
    signIn({ role: 'internal' });
    fakeApi({
      'GET /register': () => ok([REQUEST]),
      'POST /register/12/reject': () => ({ status: 409, data: { message: 'This registration request is already completed.' } }),
    });
    renderAdmin('/settings/registration-requests');
    await user.click(await screen.findByRole('button', { name: 'Reject the request of Dana Whitfield' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Request' }));
    expect(await within(dialog).findByText('This registration request is already completed.')).toBeInTheDocument();
  });

  it('says when there is nothing open, and offers Retry when the list cannot be loaded', async () => {
    signIn({ role: 'internal' });
    const answers = [{ status: 500, data: {} }, ok([])];
    fakeApi({ 'GET /register': () => answers.shift()! });
    renderAdmin('/settings/registration-requests');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no open registration requests.')).toBeInTheDocument();
  });

  it('sends a user without CanManageRegistrationRequests to the profile', async () => {
    signIn();
    fakeApi({ 'GET /users/7/accounts': () => ok([]) });
    renderAdmin('/settings/registration-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/profile');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderAdmin } from '../../../testing/render';
import { signIn } from '../../../testing/session';

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
  it("lists Name, Company, Email and Message with a 'Create User' link to the user form", async () => {
    signIn('internal');
    fakeApi({ 'GET /register': () => ok([REQUEST]) });
    renderAdmin('/settings/registration-requests');
    const table = await screen.findByRole('table', { name: 'Registration Requests' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Company', 'Email', 'Message', 'Create User']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Harborview Tower Management',
      'dana@harborview.test',
      'Please give me access.',
      'Create User',
    ]);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Dana Whitfield');
    await user.click(within(row).getByRole('link', { name: /Create User/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/users/add/12');
  });

  it('says when there is nothing open, and offers Retry when the list cannot be loaded', async () => {
    signIn('internal');
    const answers = [{ status: 500, data: {} }, ok([])];
    fakeApi({ 'GET /register': () => answers.shift()! });
    renderAdmin('/settings/registration-requests');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no open registration requests.')).toBeInTheDocument();
  });

  it('sends a user without CanManageRegistrationRequests to the profile', async () => {
    signIn('user');
    fakeApi({ 'GET /users/7/accounts': () => ok([]) });
    renderAdmin('/settings/registration-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/settings/profile');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, useSessionStore, type Account, type OrgUnitsResponse } from 'shared';
import { fakeApi, ok, refused, signIn } from 'shared/testing';
import { renderAdmin } from '../../../testing/render';

const user = userEvent.setup({ delay: null });
// Forms with several fields take a while to drive in jsdom on a busy machine.
const SLOW = 20_000;

const ACCOUNTS: Account[] = [
  { AccountId: 1, PrimaryAcct: '100100', Name: 'Harborview Tower', CompanyCode: '1000', SalesOrganization: '1000', DistributionChannel: '10', Division: '00', AccountTypeId: 1 },
];
const UNITS: OrgUnitsResponse = {
  CompanyCodes: [
    { CompanyCode: '1000', Name: 'Summit Elevator Company' },
    { CompanyCode: '1100', Name: 'Keystone Lift' },
  ],
  SalesOrganizations: [
    { SalesOrganization: '1000', CompanyCode: '1000', Name: 'Summit sales' },
    { SalesOrganization: '1100', CompanyCode: '1100', Name: 'Keystone sales' },
  ],
};

/** The Security section's own call (features/second-factor): no second factor yet. */
const SECURITY = {
  'GET /mfa': () => ok({ required: false, enrolled: false, totp: false, passkeys: [], recoveryCodesLeft: 0 }),
  'GET /sessions': () => ok({ sessions: [] }),
};

beforeEach(() => useSessionStore.getState().clear());

describe('/settings/profile password change (docs/product/users-and-admin.md#profile)', () => {
  const fill = async (current: string, next: string, confirm: string) => {
    await user.type(screen.getByLabelText(/Current Password/), current);
    await user.type(screen.getByLabelText(/^New Password/), next);
    await user.type(screen.getByLabelText(/Confirm New Password/), confirm);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  };

  it("shows the user's own details and says 'Required.' under each empty field", async () => {
    signIn({ role: 'internal' });
    const api = fakeApi({ ...SECURITY });
    renderAdmin('/settings/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Sam Soldto')).toBeInTheDocument();
    expect(screen.getByText('Harborview Tower')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findAllByText('Required.')).toHaveLength(3);
    expect(api.calls('POST /token/resetpassword')).toHaveLength(0);
    // Staff without CanManageOwnSAPAccounts get no linked accounts panel.
    expect(screen.queryByRole('heading', { name: 'Linked ERP Accounts' })).not.toBeInTheDocument();
  });

  it("shows 'Password reset successfully.' on Success, another answer as a warning, a failure as 'Error while resetting the password.'", async () => {
    signIn({ role: 'internal' });
    const answers = [ok({ message: 'Success' }), ok({ message: 'Current password is incorrect.' }), { status: 500, data: {} }];
    const api = fakeApi({ ...SECURITY, 'POST /token/resetpassword': () => answers.shift()! });
    renderAdmin('/settings/profile');
    await fill('Demo-pass-2026', 'New-pass-2026', 'New-pass-2026');
    expect(await screen.findByText(MESSAGES.resetPasswordSuccess)).toBeInTheDocument();
    expect(api.calls('POST /token/resetpassword')[0]!.body).toEqual({
      CurrentPassword: 'Demo-pass-2026',
      NewPassword: 'New-pass-2026',
      ConfirmNewPassword: 'New-pass-2026',
    });
    await fill('wrong', 'New-pass-2026', 'New-pass-2026');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Current password is incorrect.');
    expect(warning.className).toMatch(/Warning/);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MESSAGES.resetPasswordError)).toBeInTheDocument();
  }, SLOW);
});

describe('/settings/profile linked accounts (docs/product/users-and-admin.md#linked-accounts)', () => {
  it('checks the fields with their messages and offers only the active company codes', async () => {
    signIn();
    const api = fakeApi({ ...SECURITY, 'GET /users/7/accounts': () => ok(ACCOUNTS), 'GET /configuration/org-units': () => ok(UNITS) });
    renderAdmin('/settings/profile');
    const panel = await screen.findByRole('region', { name: 'Linked ERP Accounts' });
    expect(await within(panel).findByText('100100 - Harborview Tower')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Company Code/)).toBeEnabled());
    expect(within(within(dialog).getByLabelText(/Company Code/)).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a company code',
      '1000 - Summit Elevator Company',
      '1100 - Keystone Lift',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(within(dialog).getByText('Invoice number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Invoice amount is required. Numeric values only.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Account Number/), '100-300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid characters')).toBeInTheDocument();
    expect(api.calls('POST /users/7/accounts')).toHaveLength(0);
  }, SLOW);

  it('adds an account with its invoice proof: refused with the wrong amount, linked with the right one', async () => {
    signIn();
    const linked = [...ACCOUNTS];
    const api = fakeApi({
      ...SECURITY,
      'GET /users/7/accounts': () => ok(linked),
      'GET /configuration/org-units': () => ok(UNITS),
      'POST /customer/getuserpayers': () => ok({ HeaderItems: [] }),
      'POST /users/7/accounts': (body) => {
        const b = body as { InvoiceAmount: string };
        if (b.InvoiceAmount !== '100.00') return refused(404, MESSAGES.accountNotFound);
        linked.push({ ...ACCOUNTS[0]!, AccountId: 2, PrimaryAcct: '100300', Name: 'Parkway Office' });
        return ok(linked[1]);
      },
    });
    renderAdmin('/settings/profile');
    const panel = await screen.findByRole('region', { name: 'Linked ERP Accounts' });
    await user.click(within(panel).getByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Company Code/)).toBeEnabled());
    await user.type(within(dialog).getByLabelText(/Account Number/), '100300');
    await user.selectOptions(within(dialog).getByLabelText(/Company Code/), '1000');
    expect(within(within(dialog).getByLabelText(/Sales Organization/)).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select a sales organization',
      '1000 - Summit sales',
    ]);
    await user.selectOptions(within(dialog).getByLabelText(/Sales Organization/), '1000');
    await user.type(within(dialog).getByLabelText(/Invoice Number/), '90003000');
    await user.type(within(dialog).getByLabelText(/Invoice Amount/), '99.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.accountNotFound)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Invoice Amount/));
    await user.type(within(dialog).getByLabelText(/Invoice Amount/), '100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(panel).findByText('100300 - Parkway Office')).toBeInTheDocument();
    expect(api.calls('POST /users/7/accounts').at(-1)!.body).toEqual({
      PrimaryAcct: '100300',
      CompanyCode: '1000',
      SalesOrganization: '1000',
      InvoiceNumber: '90003000',
      InvoiceAmount: '100.00',
    });
    // The account switcher is read again.
    expect(api.calls('POST /customer/getuserpayers')).toHaveLength(1);
  }, SLOW);

  it('asks staff who manage users for no proof, and deletes after the confirmation', async () => {
    signIn({ role: 'admin' });
    const linked = [...ACCOUNTS];
    const api = fakeApi({
      ...SECURITY,
      'GET /users/7/accounts': () => ok(linked),
      'GET /configuration/org-units': () => ok(UNITS),
      'POST /customer/getuserpayers': () => ok({ HeaderItems: [] }),
      'DELETE /users/7/accounts/1': () => {
        linked.pop();
        return ok({ message: 'Success' });
      },
    });
    renderAdmin('/settings/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit 100100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
    expect(within(dialog).queryByLabelText(/Invoice Number/)).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Account Number/)).toHaveValue('100100');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete 100100' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Account' })).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('No accounts are linked yet.')).toBeInTheDocument();
    expect(api.calls('DELETE /users/7/accounts/1')).toHaveLength(1);
  }, SLOW);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type HeaderItem } from 'shared';
import { renderAt } from 'shared/testing';
import { AccountSwitcher } from './account-switcher';

const item = (n: string, name: string): HeaderItem => ({
  AccountId: Number(n), PrimaryAcct: n, Name: name, CompanyCode: '1000', SalesOrganization: '1000',
  DistributionChannel: '10', Division: '00', AccountTypeId: 1, DropDownItems: [],
});

beforeEach(() => useSessionStore.getState().clear());

describe('AccountSwitcher (docs/product/users-and-admin.md)', () => {
  it('is absent with a single primary account', () => {
    useSessionStore.getState().setPayers([item('100200', 'Vertex Plaza')]);
    renderAt(<AccountSwitcher />);
    expect(screen.queryByTestId('account-switcher')).not.toBeInTheDocument();
  });

  it('lists the accounts with labels cut to 24 characters plus an ellipsis, and switching changes the store', async () => {
    useSessionStore.getState().setPayers([item('100100', 'Summit Tower Management LLC'), item('100200', 'Short')]);
    renderAt(<AccountSwitcher />);
    await userEvent.click(screen.getByRole('combobox'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['100100 - Summit Tower Ma...', '100200 - Short']);
    await userEvent.click(options[1]!);
    expect(useSessionStore.getState().selectedAccount).toBe('100200');
  });

  it('scrolls when there are more than 10 accounts', async () => {
    useSessionStore.getState().setPayers(Array.from({ length: 12 }, (_, i) => item(String(100100 + i), `Account ${i}`)));
    renderAt(<AccountSwitcher />);
    await userEvent.click(screen.getByRole('combobox'));
    expect(screen.getByTestId('account-menu')).toHaveStyle({ maxHeight: '480px' });
  });
});

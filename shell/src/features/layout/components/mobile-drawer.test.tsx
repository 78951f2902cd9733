import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore, type HeaderItem } from 'shared';
import { renderAt, signIn } from 'shared/testing';
import { MobileDrawer } from './mobile-drawer';

const item = (n: string, name: string): HeaderItem => ({
  AccountId: Number(n), PrimaryAcct: n, Name: name, CompanyCode: '1000', SalesOrganization: '1000',
  DistributionChannel: '10', Division: '00', AccountTypeId: 1, DropDownItems: [],
});

beforeEach(() => useSessionStore.getState().clear());

describe('MobileDrawer (docs/product/navigation-and-layout.md#mobile-drawer)', () => {
  it('closes once another account is chosen, so the page behind shows it', async () => {
    signIn({ permissions: [], accounts: [item('100100', 'Summit Tower'), item('100200', 'Vertex Plaza')] });
    const onClose = jest.fn();
    renderAt(<MobileDrawer open onClose={onClose} hasDeposits={false} helpPdfUrl="/help.pdf" onLogout={() => undefined} />);
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('combobox'));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /100200/ }));
    expect(useSessionStore.getState().selectedAccount).toBe('100200');
    expect(onClose).toHaveBeenCalled();
  });
});

import { ACCOUNT_TYPES, api, clearPrefetchedCalls, openItemsSearchRequest, scopeContextOf, scopeOf, useSessionStore, type HeaderItem, type UserAccountsResponse } from 'shared';
import { fakeAdapter } from 'shared/testing';
import { prefetchFirstScreen } from './prefetch-first-screen';

const header: HeaderItem = {
  AccountId: 1, PrimaryAcct: '100100', Name: 'Summit', CompanyCode: '1000', SalesOrganization: '1000',
  DistributionChannel: '10', Division: '00', AccountTypeId: ACCOUNT_TYPES.SoldTo, DropDownItems: [],
};
const user = {
  UserId: 7, Login: 'soldto@portal.test', FirstName: 'Sol', LastName: 'Doe', Email: 'soldto@portal.test',
  Company: 'Summit', UserRole: 'user', Status: 'active', Permissions: [], PrimaryAccountTypeId: ACCOUNT_TYPES.SoldTo,
} as unknown as UserAccountsResponse;

function server() {
  const calls: string[] = [];
  api.defaults.adapter = fakeAdapter((config) => {
    calls.push(`${config.method} ${config.url}`);
    return { status: 200, data: { status: { message_type: 'S', message_line_string: '' }, document_list: [] } };
  });
  return calls;
}

beforeEach(() => {
  clearPrefetchedCalls();
  useSessionStore.getState().clear();
  useSessionStore.getState().setTokens({ token: 't', refreshToken: 'r' });
  useSessionStore.getState().setPayers([header]);
});

describe('prefetchFirstScreen (docs/architecture/data-loading.md#first-rows)', () => {
  it("starts the invoice list's search, which the remote's own call of the same search takes over", async () => {
    const calls = server();
    prefetchFirstScreen(user, '/invoices');
    // The remote's list builds its search with the same function of shared.
    const request = openItemsSearchRequest(scopeOf(scopeContextOf(header, user, null)));
    const { data } = await api.post('/Invoice', request);
    expect(data).toMatchObject({ document_list: [] });
    expect(calls).toEqual(['post /Invoice']);
  });

  it('starts nothing for another page, nor for a user who may not see the list yet', async () => {
    const calls = server();
    prefetchFirstScreen(user, '/settings/profile');
    prefetchFirstScreen({ ...user, Status: 'waiting-confirmation' } as UserAccountsResponse, '/invoices');
    prefetchFirstScreen({ ...user, SecondFactorEnrolmentRequired: true } as UserAccountsResponse, '/invoices');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });
});

import { useSessionStore } from './session-store';

describe('session store', () => {
  beforeEach(() => useSessionStore.getState().clear());

  it('keeps the tokens, impersonated user and account in sessionStorage (docs/product/constants.md)', () => {
    const s = useSessionStore.getState();
    s.setTokens({ token: 't', refreshToken: 'r' });
    s.setImpersonatedUserId(42);
    const stored = JSON.parse(sessionStorage.getItem('portal-session') ?? '{}');
    expect(stored.state).toMatchObject({ token: 't', refreshToken: 'r', impersonatedUserId: 42, isLoggedIn: true });
    expect(stored.state.user).toBeUndefined();
  });

  it('selects the first account and keeps a still-valid choice when the accounts reload', () => {
    const item = (n: string) => ({
      AccountId: 1, PrimaryAcct: n, Name: n, CompanyCode: '1000', SalesOrganization: '1000',
      DistributionChannel: '10', Division: '00', AccountTypeId: 1 as const, DropDownItems: [],
    });
    const s = useSessionStore.getState();
    s.setPayers([item('100100'), item('100200')]);
    expect(useSessionStore.getState().selectedAccount).toBe('100100');
    s.selectAccount('100200');
    s.setPayers([item('100100'), item('100200')]);
    expect(useSessionStore.getState().selectedAccount).toBe('100200');
    s.setPayers([item('100300')]);
    expect(useSessionStore.getState().selectedAccount).toBe('100300');
  });

  it('forgets everything at logout', () => {
    const s = useSessionStore.getState();
    s.setTokens({ token: 't', refreshToken: 'r' });
    s.clear();
    expect(useSessionStore.getState()).toMatchObject({ token: null, refreshToken: null, impersonatedUserId: null });
  });
});

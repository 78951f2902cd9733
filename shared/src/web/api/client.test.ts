import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { fakeAdapter } from '../../testing/fake-adapter';
import { api, endSession } from './client';
import { EARLY_SEARCH_KEY, rememberEarlySearch } from './early-answers';
import { OWN_SESSION_PATHS, isOwnSessionCall } from './impersonation';

const session = () => useSessionStore.getState();

beforeEach(() => {
  session().clear();
  useUiStore.setState({ toasts: [], loading: 0 });
});

describe('api client', () => {
  it('sends the bearer token and counts the call in the loading counter', async () => {
    session().setTokens({ token: 'access-1', refreshToken: 'refresh-1' });
    const seen: Array<string | undefined> = [];
    let loadingDuringCall = 0;
    api.defaults.adapter = fakeAdapter((config) => {
      seen.push(config.headers.get('Authorization') as string | undefined);
      loadingDuringCall = useUiStore.getState().loading;
      return { status: 200, data: { ok: true } };
    });
    await api.get('/anything');
    expect(seen).toEqual(['Bearer access-1']);
    expect(loadingDuringCall).toBe(1);
    expect(useUiStore.getState().loading).toBe(0);
  });

  it('runs a single refresh when several calls meet a 401 together, then retries each', async () => {
    session().setTokens({ token: 'old', refreshToken: 'refresh-old' });
    let refreshes = 0;
    api.defaults.adapter = fakeAdapter(async (config) => {
      if (config.url === '/token/refresh') {
        refreshes += 1;
        await new Promise((r) => setTimeout(r, 10));
        return { status: 200, data: { token: 'new', refreshToken: 'refresh-new' } };
      }
      const auth = config.headers.get('Authorization');
      return auth === 'Bearer new'
        ? { status: 200, data: config.url }
        : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'expired', reason: 'not_logged_in' } };
    });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results.map((r) => r.data)).toEqual(['/a', '/b', '/c']);
    expect(refreshes).toBe(1);
    expect(session().refreshToken).toBe('refresh-new');
  });

  it('logs the user out when the refresh is refused, and marks not logged in', async () => {
    session().setTokens({ token: 'old', refreshToken: 'spent' });
    api.defaults.adapter = fakeAdapter(() => ({
      status: 401,
      data: { statusCode: 401, error: 'Unauthorized', message: 'no', reason: 'not_logged_in' },
    }));
    await expect(api.get('/a')).rejects.toBeTruthy();
    expect(session().token).toBeNull();
    expect(session().isLoggedIn).toBe(false);
  });

  it("forgets the invoice list's kept search with the session at logout", () => {
    session().setTokens({ token: 'live', refreshToken: 'live-refresh' });
    rememberEarlySearch('100100', { payer_data: { customer_number: '100100' } });
    endSession();
    expect(session().token).toBeNull();
    expect(sessionStorage.getItem(EARLY_SEARCH_KEY)).toBeNull();
  });

  it('raises the generic toasts of docs/product/messages.md', async () => {
    api.defaults.adapter = fakeAdapter((config) =>
      config.url === '/boom'
        ? { status: 500, data: { message: 'stack trace here' } }
        : { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Nope', uniqueId: 'abc-1' } },
    );
    await expect(api.get('/boom')).rejects.toBeTruthy();
    await expect(api.get('/bad')).rejects.toBeTruthy();
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(['System Error', 'Error: Nope', 'Unique Id: abc-1']);
  });

  it('raises the generic toasts when a refresh fails for another reason than the session end, none when it ended', async () => {
    session().setTokens({ token: 'old', refreshToken: 'refresh-old' });
    api.defaults.adapter = fakeAdapter((config) =>
      config.url === '/token/refresh'
        ? { status: 503, data: { statusCode: 503, error: 'Service Unavailable', message: 'System Error', uniqueId: 'u-1' } }
        : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'expired' } },
    );
    await expect(api.get('/a', { skipErrorToast: true })).rejects.toBeTruthy();
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(['System Error']);

    useUiStore.setState({ toasts: [] });
    session().setTokens({ token: 'old', refreshToken: 'spent' });
    api.defaults.adapter = fakeAdapter(() => ({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'no', reason: 'not_logged_in' } }));
    await expect(api.get('/a', { skipErrorToast: true })).rejects.toBeTruthy();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('stays quiet when the page shows its own message', async () => {
    api.defaults.adapter = fakeAdapter(() => ({ status: 400, data: { message: 'x' } }));
    await expect(api.get('/bad', { skipErrorToast: true })).rejects.toBeTruthy();
    expect(useUiStore.getState().toasts).toEqual([]);
  });

  it('raises no toast for a call its page aborted', async () => {
    useUiStore.setState({ toasts: [] });
    const controller = new AbortController();
    api.defaults.adapter = fakeAdapter(() => new Promise(() => undefined));
    const call = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(useUiStore.getState().toasts).toEqual([]);
    expect(useUiStore.getState().loading).toBe(0);
  });
});

describe('api client while staff impersonate a customer', () => {
  const recordCalls = () => {
    const seen: { url: string; params: unknown }[] = [];
    api.defaults.adapter = fakeAdapter((config) => {
      seen.push({ url: config.url ?? '', params: config.params });
      return { status: 200, data: {} };
    });
    return seen;
  };

  beforeEach(() => session().setTokens({ token: 'staff-token', refreshToken: 'staff-refresh' }));

  it('adds ?userid= of the impersonated user to every call that acts for a user', async () => {
    session().setImpersonatedUserId(42);
    const seen = recordCalls();
    await api.post('/Invoice', {});
    await api.post('/customer/getuserpayers', {});
    await api.put('/customer/soldto-details-list', []);
    await api.get('/payment-methods', { params: { customer_number: '100100', company_code: '1000' } });
    await api.get('/config');
    expect(seen).toEqual([
      { url: '/Invoice', params: { userid: 42 } },
      { url: '/customer/getuserpayers', params: { userid: 42 } },
      { url: '/customer/soldto-details-list', params: { userid: 42 } },
      { url: '/payment-methods', params: { customer_number: '100100', company_code: '1000', userid: 42 } },
      { url: '/config', params: { userid: 42 } },
    ]);
  });

  it("leaves it off the caller's own session: login, refresh, logout, profile, password, login status, second factor", async () => {
    session().setImpersonatedUserId(42);
    const seen = recordCalls();
    for (const url of ['/token/login', '/token/refresh', '/token/logout', '/token/getuseraccounts', '/token/resetpassword', '/mfa/reauth']) {
      await api.post(url, {});
    }
    await api.get('/login-status');
    await api.get('/mfa');
    expect(seen.map((s) => s.params)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(OWN_SESSION_PATHS).toEqual(['/token/', '/login-status', '/mfa']);
  });

  it('adds nothing when nobody is impersonated, nor to a URL outside the API', async () => {
    const seen = recordCalls();
    await api.post('/Invoice', {});
    session().setImpersonatedUserId(42);
    await api.post('https://tokenizer.test/tokenize', {});
    expect(seen.map((s) => s.params)).toEqual([undefined, undefined]);
  });

  it('keeps the user on the call retried after a refresh, and not on the refresh itself', async () => {
    session().setTokens({ token: 'old', refreshToken: 'refresh-old' });
    session().setImpersonatedUserId(42);
    const seen: { url: string; params: unknown }[] = [];
    api.defaults.adapter = fakeAdapter((config) => {
      seen.push({ url: config.url ?? '', params: config.params });
      if (config.url === '/token/refresh') return { status: 200, data: { token: 'new', refreshToken: 'refresh-new' } };
      return config.headers.get('Authorization') === 'Bearer new'
        ? { status: 200, data: {} }
        : { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'expired', reason: 'not_logged_in' } };
    });
    await api.post('/customer/payer', {});
    expect(seen).toEqual([
      { url: '/customer/payer', params: { userid: 42 } },
      { url: '/token/refresh', params: undefined },
      { url: '/customer/payer', params: { userid: 42 } },
    ]);
  });
});

describe('isOwnSessionCall', () => {
  it.each([
    ['/token/login', true],
    ['token/refresh', true],
    ['/token/getuseraccounts?x=1', true],
    ['/login-status', true],
    ['/login-statusx', false],
    ['/customer/getuserpayers', false],
    ['/Invoice', false],
    [undefined, false],
  ])('%s → %s', (url, own) => expect(isOwnSessionCall(url)).toBe(own));
});

import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { fakeAdapter } from '../testing/fake-adapter';
import { api } from './client';

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

  it('raises the generic toasts of spec §8', async () => {
    api.defaults.adapter = fakeAdapter((config) =>
      config.url === '/boom'
        ? { status: 500, data: { message: 'stack trace here' } }
        : { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Nope', uniqueId: 'abc-1' } },
    );
    await expect(api.get('/boom')).rejects.toBeTruthy();
    await expect(api.get('/bad')).rejects.toBeTruthy();
    expect(useUiStore.getState().toasts.map((t) => t.message)).toEqual(['System Error', 'Error: Nope', 'Unique Id: abc-1']);
  });

  it('stays quiet when the page shows its own message', async () => {
    api.defaults.adapter = fakeAdapter(() => ({ status: 400, data: { message: 'x' } }));
    await expect(api.get('/bad', { skipErrorToast: true })).rejects.toBeTruthy();
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});

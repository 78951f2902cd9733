import { startEarlyCalls } from './start-early-calls';

const NOW = 1_800_000_000;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringAt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: '7', exp })}.signature`;
const stored = (state: object) => JSON.stringify({ state: { isLoggedIn: true, impersonatedUserId: null, ...state }, version: 0 });

function run(session: string | null) {
  const sent: { url: string; init: RequestInit }[] = [];
  const send = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve({ ok: true } as Response);
  }) as unknown as typeof fetch;
  return { early: startEarlyCalls(session, send, NOW), sent };
}

describe("the page's early script (docs/architecture/data-loading.md#a-cold-reload-on-a-phone)", () => {
  it("sends the session's three calls with the tab's token, as the shell's client would", () => {
    const token = tokenExpiringAt(NOW + 900);
    const { early, sent } = run(stored({ token }));
    expect(early?.token).toBe(token);
    expect(Object.keys(early!.answers).sort()).toEqual(['GET /erp-status', 'POST /customer/getuserpayers', 'POST /token/getuseraccounts']);
    expect(sent.map((s) => `${s.init.method} ${s.url} ${s.init.body ?? ''}`)).toEqual([
      'POST /api/token/getuseraccounts {}',
      'POST /api/customer/getuserpayers {}',
      'GET /api/erp-status ',
    ]);
    for (const { init } of sent) expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
    expect(sent[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(sent[2]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends nothing without a session, when logged out, while impersonating, or with a token about to expire', () => {
    const token = tokenExpiringAt(NOW + 900);
    for (const session of [
      null,
      'not json',
      stored({ token: null }),
      stored({ token, isLoggedIn: false }),
      stored({ token, impersonatedUserId: 12 }),
      stored({ token: tokenExpiringAt(NOW + 10) }),
      stored({ token: tokenExpiringAt(NOW - 60) }),
      stored({ token: 'not-a-jwt' }),
    ]) {
      const { early, sent } = run(session);
      expect({ session, early, sent }).toEqual({ session, early: null, sent: [] });
    }
  });

  it('leaves no unhandled rejection when a call fails and nobody takes it', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const send = (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    startEarlyCalls(stored({ token: tokenExpiringAt(NOW + 900) }), send, NOW);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

import { EARLY_ANSWERS as SHARED_EARLY_ANSWERS, EARLY_SEARCH_KEY as SHARED_EARLY_SEARCH_KEY, useSessionStore } from 'shared';
import { EARLY_ANSWERS, EARLY_SEARCH_KEY, SESSION_STORAGE_KEY } from './early-calls';
import { startEarlyCalls, type EarlyInputs } from './start-early-calls';

const NOW = 1_800_000_000;
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenExpiringAt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ sub: '7', exp })}.signature`;
const TOKEN = tokenExpiringAt(NOW + 900);
const stored = (state: object) => JSON.stringify({ state: { token: TOKEN, isLoggedIn: true, impersonatedUserId: null, selectedAccount: '100100', ...state }, version: 0 });
const SEARCH_BODY = '{"payer_data":{"customer_number":"100100","company_code":"0010"}}';
const kept = (account: string) => JSON.stringify({ account, body: SEARCH_BODY });

function run(inputs: Partial<EarlyInputs>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const send = jest.fn((url: string, init: RequestInit) => {
    sent.push({ url, init });
    return Promise.resolve({ ok: true } as Response);
  }) as unknown as typeof fetch;
  const early = startEarlyCalls({ session: stored({}), search: null, page: '/invoices', ...inputs }, send, NOW);
  return {
    early,
    sent: sent.map((s) => `${s.init.method} ${s.url} ${s.init.body ?? ''}`.trim()),
    headers: sent.map((s) => s.init.headers as Record<string, string>),
    credentials: sent.map((s) => s.init.credentials),
  };
}

describe("the page's early script (docs/architecture/phone-reload.md)", () => {
  it("uses shared's names, which it cannot import", () => {
    expect({ EARLY_ANSWERS, EARLY_SEARCH_KEY }).toEqual({ EARLY_ANSWERS: SHARED_EARLY_ANSWERS, EARLY_SEARCH_KEY: SHARED_EARLY_SEARCH_KEY });
    expect(SESSION_STORAGE_KEY).toBe(useSessionStore.persist.getOptions().name);
  });

  it("sends the session's three calls with the tab's token, as the shell's client would", () => {
    const { early, sent, headers, credentials } = run({ page: '/settings/payment-methods', search: kept('100100') });
    expect(early?.token).toBe(TOKEN);
    expect(sent).toEqual(['POST /api/token/getuseraccounts {}', 'POST /api/customer/getuserpayers {}', 'GET /api/erp-status']);
    for (const h of headers) expect(h.Authorization).toBe(`Bearer ${TOKEN}`);
    // Without cookies, on connections of their own rather than behind the page's code.
    expect(credentials).toEqual(['omit', 'omit', 'omit']);
    expect(headers[0]).toMatchObject({ 'Content-Type': 'application/json' });
    expect(headers[2]).not.toHaveProperty('Content-Type');
  });

  it("on /invoices, also the list's kept search of the selected account, with its body", () => {
    const { early, sent } = run({ search: kept('100100') });
    expect(sent).toContain(`POST /api/Invoice ${SEARCH_BODY}`);
    expect(early?.bodies?.['POST /Invoice']).toBe(SEARCH_BODY);
    expect(run({ page: '/invoices/', search: kept('100100') }).sent).toHaveLength(4);
    // Another account's search, none kept, or none selected: the list asks itself.
    for (const inputs of [{ search: kept('200100') }, { search: null }, { search: 'not json' }, { session: stored({ selectedAccount: null }), search: kept('100100') }]) {
      expect(run(inputs).sent).toHaveLength(3);
    }
  });

  it('sends nothing without a session, when logged out, while impersonating, or with a token about to expire', () => {
    for (const session of [
      null,
      'not json',
      stored({ token: null }),
      stored({ isLoggedIn: false }),
      stored({ impersonatedUserId: 12 }),
      stored({ token: tokenExpiringAt(NOW + 10) }),
      stored({ token: tokenExpiringAt(NOW - 60) }),
      stored({ token: 'not-a-jwt' }),
      stored({ token: 'a.%%%.b' }),
    ]) {
      const { early, sent } = run({ session, search: kept('100100') });
      expect({ session, early, sent }).toEqual({ session, early: null, sent: [] });
    }
  });

  it('leaves no unhandled rejection when a call fails and nobody takes it', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const send = (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    startEarlyCalls({ session: stored({}), search: kept('100100'), page: '/invoices' }, send, NOW);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

import { earlyPageCalls, takeEarly, useSessionStore, type EarlyAnswers } from 'shared';
import { fakeApi, signIn } from 'shared/testing';
import { makeDocument, ok, payerHeader, resetStores } from '../../../testing/fixtures';
import { sendFirstSearchOnLogin, sessionFirstSearch } from './first-search-early';

/** The searches sent with fetch, each answered with one document. */
function fetchedSearches() {
  const sent: { url: string; init: RequestInit }[] = [];
  const answer = ok([makeDocument()]).data;
  window.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return { ok: true, json: async () => answer } as Response;
  });
  return { sent, bodies: () => sent.map((s) => JSON.parse(String(s.init.body)) as unknown) };
}

const earlyAnswers = () => (window as unknown as Record<string, EarlyAnswers | undefined>)['__portalEarlyAnswers'];
const realFetch = window.fetch;

beforeEach(() => {
  resetStores();
  delete (window as unknown as Record<string, unknown>)['__portalEarlyAnswers'];
  sendFirstSearchOnLogin();
});
afterEach(() => {
  window.fetch = realFetch;
});

describe("the list's first search, sent as a login lands on it (docs/architecture/data-loading.md#first-rows)", () => {
  it('leaves when the shell lands there, before anything renders, and the list takes it instead of asking again', async () => {
    const fetched = fetchedSearches();
    const client = fakeApi({ 'POST /Invoice': () => ok([]) });
    signIn({ accounts: [payerHeader()] });
    expect(fetched.sent).toHaveLength(0);

    // The shell, once the session is loaded, as it lands on /invoices (sign-in.ts).
    earlyPageCalls['/invoices']!();
    const body = sessionFirstSearch(useSessionStore.getState());
    expect(body).toMatchObject({ payer_data: { customer_number: '200100' }, soldto_data: { accounts: ['100300', '100400', '100500'] } });
    expect(fetched.bodies()).toEqual([body]);
    expect(fetched.sent[0]).toMatchObject({ url: '/api/Invoice', init: { method: 'POST', headers: { Authorization: 'Bearer token-1' } } });

    const ask = jest.fn();
    expect(await takeEarly('POST /Invoice', ask, body)).toMatchObject({ status: { message_type: 'S' } });
    expect(ask).not.toHaveBeenCalled();
    expect(client.calls('POST /Invoice')).toHaveLength(0);
  });

  it('sends nothing for a user without an account to list', async () => {
    const fetched = fetchedSearches();
    signIn({ accounts: [] });
    earlyPageCalls['/invoices']!();
    expect(fetched.sent).toHaveLength(0);
    expect(earlyAnswers()).toBeUndefined();
  });

  it("leaves a search already on its way alone: the list takes that one", () => {
    const fetched = fetchedSearches();
    const pending = Promise.resolve({ ok: true, json: () => Promise.resolve({}) } as Response);
    (window as unknown as Record<string, EarlyAnswers>)['__portalEarlyAnswers'] = { token: 'token-1', answers: { 'POST /Invoice': pending }, bodies: { 'POST /Invoice': '{}' } };
    signIn();
    earlyPageCalls['/invoices']!();
    expect(fetched.sent).toHaveLength(0);
    expect(earlyAnswers()!.answers['POST /Invoice']).toBe(pending);
  });

  it('asks with the new token when the answers on the page were asked with another', () => {
    const fetched = fetchedSearches();
    (window as unknown as Record<string, EarlyAnswers>)['__portalEarlyAnswers'] = { token: 'old', answers: { 'POST /Invoice': Promise.resolve({ ok: true } as Response) } };
    signIn();
    earlyPageCalls['/invoices']!();
    expect(fetched.sent).toHaveLength(1);
    expect(earlyAnswers()!.token).toBe('token-1');
  });
});

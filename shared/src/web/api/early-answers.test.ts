import { useSessionStore } from 'shared/core';
import { EARLY_ANSWERS, EARLY_SEARCH_KEY, forgetEarly, peekEarly, readEarlyAnswers, rememberEarlySearch, takeEarly, type EarlyAnswers } from './early-answers';

const leave = (early: EarlyAnswers | undefined) => {
  (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = early;
};
// jsdom has no Response: the part of one that takeEarly reads.
const json = (body: object, status = 200) => Promise.resolve({ ok: status < 300, status, json: async () => body } as Response);

describe("a reloaded page's early answers (docs/architecture/phone-reload.md)", () => {
  beforeEach(() => useSessionStore.setState({ token: 'token-1' }));
  afterEach(() => leave(undefined));

  it("takes a successful answer asked with the session's token, once", async () => {
    leave({ token: 'token-1', answers: { 'POST /token/getuseraccounts': json({ UserId: 7 }) } });
    const ask = jest.fn(async () => ({ UserId: 0 }));
    await expect(takeEarly('POST /token/getuseraccounts', ask)).resolves.toEqual({ UserId: 7 });
    expect(ask).not.toHaveBeenCalled();
    // A second reader (the gate asking again, say) asks for itself.
    await expect(takeEarly('POST /token/getuseraccounts', ask)).resolves.toEqual({ UserId: 0 });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('asks itself when there is no early answer, when it was asked with another token, or when it failed', async () => {
    const ask = jest.fn(async () => 'asked');
    await expect(takeEarly('GET /erp-status', ask)).resolves.toBe('asked');
    leave({ token: 'token-0', answers: { 'GET /erp-status': json({ statusCode: 200 }) } });
    await expect(takeEarly('GET /erp-status', ask)).resolves.toBe('asked');
    // An error answer goes through the client, which handles it (a 401 refreshes the session, say).
    leave({ token: 'token-1', answers: { 'GET /erp-status': json({ message: 'expired' }, 401) } });
    await expect(takeEarly('GET /erp-status', ask)).resolves.toBe('asked');
    leave({ token: 'token-1', answers: { 'GET /erp-status': Promise.reject(new TypeError('offline')) } });
    await expect(takeEarly('GET /erp-status', ask)).resolves.toBe('asked');
    expect(ask).toHaveBeenCalledTimes(4);
  });

  it('takes a search only when it was sent with the very body the list asks with', async () => {
    const request = { payer_data: { customer_number: '100100', company_code: '0010' }, soldto_data: null };
    const ask = jest.fn(async () => ({ document_list: [] }));
    leave({ token: 'token-1', answers: { 'POST /Invoice': json({ document_list: [1] }) }, bodies: { 'POST /Invoice': JSON.stringify({ ...request, soldto_data: { accounts: [] } }) } });
    await expect(takeEarly('POST /Invoice', ask, request)).resolves.toEqual({ document_list: [] });
    // The other body's answer is dropped, not kept for a later search.
    expect((window as unknown as Record<string, EarlyAnswers>)[EARLY_ANSWERS]!.answers).toEqual({});
    leave({ token: 'token-1', answers: { 'POST /Invoice': json({ document_list: [1] }) }, bodies: { 'POST /Invoice': JSON.stringify(request) } });
    await expect(takeEarly('POST /Invoice', ask, request)).resolves.toEqual({ document_list: [1] });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('shows an answer already read, for its token and body only, until it is forgotten', async () => {
    const request = { payer_data: { customer_number: '100100' } };
    leave({ token: 'token-1', answers: { 'POST /Invoice': json({ document_list: [1] }) }, bodies: { 'POST /Invoice': JSON.stringify(request) } });
    // Not read yet: nothing to show at once.
    expect(peekEarly('POST /Invoice', request)).toBeUndefined();
    readEarlyAnswers();
    await new Promise((resolve) => setTimeout(resolve));
    expect(peekEarly('POST /Invoice', request)).toEqual({ document_list: [1] });
    expect(peekEarly('POST /Invoice', { ...request, soldto_data: null })).toBeUndefined();
    useSessionStore.setState({ token: 'token-2' });
    expect(peekEarly('POST /Invoice', request)).toBeUndefined();
    useSessionStore.setState({ token: 'token-1' });
    forgetEarly('POST /Invoice');
    expect(peekEarly('POST /Invoice', request)).toBeUndefined();
    const ask = jest.fn(async () => ({ document_list: [] }));
    await expect(takeEarly('POST /Invoice', ask, request)).resolves.toEqual({ document_list: [] });
  });

  it('shows no error answer: the page asks itself, with the client', async () => {
    leave({ token: 'token-1', answers: { 'GET /erp-status': json({ message: 'expired' }, 401) } });
    readEarlyAnswers();
    await new Promise((resolve) => setTimeout(resolve));
    expect(peekEarly('GET /erp-status')).toBeUndefined();
  });

  it("keeps the list's first search of an account for the next reload", () => {
    rememberEarlySearch('100100', { status: '01' });
    expect(JSON.parse(sessionStorage.getItem(EARLY_SEARCH_KEY)!)).toEqual({ account: '100100', body: '{"status":"01"}' });
  });
});

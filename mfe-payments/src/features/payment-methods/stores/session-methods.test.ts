import { act, renderHook } from '@testing-library/react';
import { useSessionStore } from 'shared';
import { signIn } from 'shared/testing';
import { MC_4444, VISA_1111, account } from '../../../testing/fixtures';
import { useSessionMethods } from '../hooks/use-payment-methods';
import { useSessionMethodsStore } from './session-methods';

const store = () => useSessionMethodsStore.getState();
const KEY = 'mfe-payments-session-methods';

beforeEach(() => {
  useSessionStore.getState().clear();
  store().clear();
  signIn();
});

describe('session methods store (docs/product/payment-methods.md Unsaved methods)', () => {
  it('adds, updates and deletes per payer account, marked is_session', () => {
    store().add(7, '100100', VISA_1111);
    store().add(7, '100200', MC_4444);
    store().update('100100', VISA_1111.payment_card_token, { payment_card_name: 'D. W.', valid_to: '01-31-2031' });
    expect(store().byAccount['100100']).toEqual([{ ...VISA_1111, payment_card_name: 'D. W.', valid_to: '01-31-2031', is_session: true }]);
    store().remove('100200', MC_4444.payment_card_token);
    expect(store().byAccount['100200']).toEqual([]);
    store().clear('100100');
    expect(store().byAccount).toEqual({ '100200': [] });
  });

  it('keeps one entry per token', () => {
    store().add(7, '100100', VISA_1111);
    store().add(7, '100100', { ...VISA_1111, payment_card_name: 'again' });
    expect(store().byAccount['100100']).toHaveLength(1);
  });

  it('is kept in sessionStorage, so a reload keeps it', async () => {
    store().add(7, '100100', MC_4444);
    expect(sessionStorage.getItem(KEY)).toContain(MC_4444.payment_card_token);
    useSessionMethodsStore.setState({ owner: null, byAccount: {} });
    sessionStorage.setItem(KEY, JSON.stringify({ state: { owner: 7, byAccount: { '100100': [{ ...MC_4444, is_session: true }] } }, version: 0 }));
    await useSessionMethodsStore.persist.rehydrate();
    expect(store().byAccount['100100']).toHaveLength(1);
  });

  it('is cleared when the session ends (token gone)', () => {
    store().add(7, '100100', MC_4444);
    useSessionStore.getState().clear();
    expect(store()).toMatchObject({ owner: null, byAccount: {} });
    expect(JSON.parse(sessionStorage.getItem(KEY)!).state.byAccount).toEqual({});
  });

  it("shows a user only their own methods, for the selected account only", () => {
    store().add(7, '100100', MC_4444);
    const { result, rerender } = renderHook(({ acct }) => useSessionMethods(acct), { initialProps: { acct: account('100100') } });
    expect(result.current).toHaveLength(1);
    rerender({ acct: account('100200') });
    expect(result.current).toEqual([]);
    rerender({ acct: account('100100') });
    // Another login in the same tab: someone else's methods are not theirs.
    act(() => useSessionStore.setState((s) => ({ user: { ...s.user!, UserId: 8 } })));
    expect(result.current).toEqual([]);
    act(() => store().add(8, '100100', VISA_1111));
    expect(result.current.map((c) => c.payment_card_token)).toEqual([VISA_1111.payment_card_token]);
  });
});

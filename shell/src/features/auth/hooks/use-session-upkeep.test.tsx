import { act, renderHook } from '@testing-library/react';
import { useSessionStore, useUiStore } from 'shared';
import { fakeApi, signIn } from 'shared/testing';
import { useSessionUpkeep } from './use-session-upkeep';

const calls: string[] = [];
const limits = { idleTimeoutMinutes: 30, refreshIntervalMinutes: 5 };
const minutes = (n: number) => n * 60_000;
// The refresh call goes through axios' promise chain, so let it run before asserting.
const activity = () => act(async () => void window.dispatchEvent(new KeyboardEvent('keydown')));

beforeEach(() => {
  jest.useFakeTimers();
  calls.length = 0;
  signIn();
  useUiStore.setState({ toasts: [], loading: 0 });
  let n = 0;
  fakeApi((_body, config) => {
    calls.push(config.url ?? '');
    n += 1;
    return { status: 200, data: { token: `t${n}`, refreshToken: `r${n}` } };
  });
});
afterEach(() => jest.useRealTimers());

describe('session upkeep (docs/product/constants.md, docs/product/session-and-login.md)', () => {
  it('refreshes the token on activity at most once per 5 minutes', async () => {
    renderHook(() => useSessionUpkeep(limits, true));
    await activity();
    expect(calls).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(minutes(5)));
    await activity();
    await activity();
    await act(async () => void jest.advanceTimersByTime(minutes(1)));
    await activity();
    expect(calls.filter((c) => c === '/token/refresh')).toHaveLength(1);
    await act(async () => void jest.advanceTimersByTime(minutes(4)));
    await activity();
    expect(calls.filter((c) => c === '/token/refresh')).toHaveLength(2);
  });

  it('shows the timeout toast after 30 idle minutes; it stays until dismissed, then logs out', async () => {
    renderHook(() => useSessionUpkeep(limits, true));
    await act(async () => void jest.advanceTimersByTime(minutes(29)));
    expect(useUiStore.getState().toasts).toEqual([]);
    await act(async () => void jest.advanceTimersByTime(minutes(1) + 5_000));
    const [toast] = useUiStore.getState().toasts;
    expect(toast).toMatchObject({ message: 'Session timeout occured, Please log in again.', persistent: true });

    await act(async () => void jest.advanceTimersByTime(minutes(60)));
    expect(useUiStore.getState().toasts).toHaveLength(1);
    expect(useSessionStore.getState().token).toBe('token-1');

    await act(async () => useUiStore.getState().dismissToast(toast!.id));
    await act(async () => void jest.runOnlyPendingTimers());
    expect(calls).toContain('/token/logout');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('activity keeps the session alive', async () => {
    renderHook(() => useSessionUpkeep(limits, true));
    for (let i = 0; i < 6; i += 1) {
      await act(async () => void jest.advanceTimersByTime(minutes(10)));
      await activity();
    }
    expect(useUiStore.getState().toasts).toEqual([]);
  });
});

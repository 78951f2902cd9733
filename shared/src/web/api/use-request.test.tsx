import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '../../ui/components/load-error';
import { useSessionStore } from '../stores/session-store';
import { invalidateRequests, useRequest, type Loader } from './use-request';

/** A loader whose answers the test gives by hand, recording each call and its signal. */
function manualLoader<T>() {
  const calls: { key: string; signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const loaderFor =
    (key: string): Loader<T> =>
    (signal) =>
      new Promise<T>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  return { calls, loaderFor };
}

beforeEach(() => useSessionStore.getState().clear());

describe('useRequest', () => {
  it('loads nothing for a null key', () => {
    const load = jest.fn();
    const { result } = renderHook(() => useRequest(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: null, error: null, loading: false });
  });

  it('loads the key, then shows the data', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result } = renderHook(() => useRequest('a', loaderFor('a')));
    expect(result.current).toMatchObject({ data: null, loading: true });
    await act(async () => calls[0]!.resolve('answer a'));
    expect(result.current).toMatchObject({ data: 'answer a', error: null, loading: false });
  });

  it('aborts the running call when the key changes, and drops its late answer', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result, rerender } = renderHook(({ k }) => useRequest(k, loaderFor(k)), { initialProps: { k: 'a' } });
    rerender({ k: 'b' });
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    await act(async () => calls[1]!.resolve('answer b'));
    // The previous key's answer comes late: it never replaces the current one.
    await act(async () => calls[0]!.resolve('answer a'));
    expect(result.current).toMatchObject({ data: 'answer b', loading: false });
  });

  it('a new key starts empty: the previous key’s data is never shown for it', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result, rerender } = renderHook(({ k }) => useRequest(k, loaderFor(k)), { initialProps: { k: 'a' } });
    await act(async () => calls[0]!.resolve('answer a'));
    rerender({ k: 'b' });
    expect(result.current).toMatchObject({ data: null, loading: true });
  });

  it('treats keys by value, so a new object with the same content loads nothing again', async () => {
    const load = jest.fn(async () => 'x');
    const { rerender } = renderHook(({ n }) => useRequest({ account: '100100', soldTos: [n] }, load), { initialProps: { n: '1' } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    rerender({ n: '1' });
    rerender({ n: '2' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('aborts the call when the component unmounts', () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { unmount } = renderHook(() => useRequest('a', loaderFor('a')));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('reports a failure, and retry loads the same key again', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result } = renderHook(() => useRequest('a', loaderFor('a')));
    const failure = new Error('down');
    await act(async () => calls[0]!.reject(failure));
    expect(result.current).toMatchObject({ data: null, error: failure, loading: false });

    act(() => result.current.retry());
    expect(calls).toHaveLength(2);
    expect(result.current).toMatchObject({ error: null, loading: true });
    await act(async () => calls[1]!.resolve('answer a'));
    expect(result.current).toMatchObject({ data: 'answer a', error: null, loading: false });
  });

  it('retry keeps what is shown until the new answer arrives', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result } = renderHook(() => useRequest('a', loaderFor('a')));
    await act(async () => calls[0]!.resolve('first'));
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    await act(async () => calls[1]!.resolve('second'));
    expect(result.current).toMatchObject({ data: 'second', loading: false });
  });

  it('loads again for the new user when staff start impersonating', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    renderHook(() => useRequest('a', loaderFor('a')));
    act(() => useSessionStore.getState().setImpersonatedUserId(42));
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('does not load again what is the same for every user', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result } = renderHook(() => useRequest('config', loaderFor('config'), { sameForEveryUser: true }));
    await act(async () => calls[0]!.resolve('portal config'));
    act(() => useSessionStore.getState().setImpersonatedUserId(42));
    expect(calls).toHaveLength(1);
    expect(result.current).toMatchObject({ data: 'portal config', loading: false });
  });

  it('reports a loader that throws at once as a failure', async () => {
    const { result } = renderHook(() =>
      useRequest('a', () => {
        throw new Error('bad input');
      }),
    );
    await waitFor(() => expect(result.current.error).toEqual(new Error('bad input')));
  });
});

describe('renders (docs/architecture/phone-reload.md)', () => {
  it('renders once as a key starts loading, not twice', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useRequest('a', () => new Promise<string>(() => undefined));
    });
    expect(renders).toBe(1);
  });

  it('shows an answer already here in the first render, loads nothing, and a retry asks afresh', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const initial = jest.fn((_take: boolean) => 'early');
    const seen: (string | null)[] = [];
    const { result } = renderHook(() => {
      const state = useRequest('a', loaderFor('a'), { initial });
      seen.push(state.data);
      return state;
    });
    expect(seen).toEqual(['early']);
    expect(result.current).toMatchObject({ data: 'early', loading: false, error: null });
    // Taken once, as the cache keeps it, so that nothing else takes it again.
    expect(initial.mock.calls.filter(([take]) => take)).toHaveLength(1);
    expect(calls).toHaveLength(0);
    act(() => result.current.retry());
    expect(calls).toHaveLength(1);
    expect(result.current).toMatchObject({ data: 'early', loading: true });
    await act(async () => calls[0]!.resolve('fresh'));
    expect(result.current).toMatchObject({ data: 'fresh', loading: false });
  });

  it('loads as usual when nothing is here yet', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const { result } = renderHook(() => useRequest('a', loaderFor('a'), { initial: () => undefined }));
    expect(result.current).toMatchObject({ data: null, loading: true });
    await act(async () => calls[0]!.resolve('answer'));
    expect(result.current).toMatchObject({ data: 'answer', loading: false });
  });
});

describe('LoadError', () => {
  it('shows the message, and Retry calls the retry', async () => {
    const retry = jest.fn();
    render(<LoadError onRetry={retry}>Error getting configuration.</LoadError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error getting configuration.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry without a retry', () => {
    render(<LoadError>Nope</LoadError>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('invalidateRequests', () => {
  it('loads again the shown reads of the named group, and no other', async () => {
    let invoices = 0;
    let profile = 0;
    const Probe = () => {
      const a = useRequest(['invoices', 1], async () => ++invoices);
      const b = useRequest(['profile'], async () => ++profile);
      return (
        <p>
          {a.data ?? '-'}/{b.data ?? '-'}
        </p>
      );
    };
    render(<Probe />);
    expect(await screen.findByText('1/1')).toBeInTheDocument();
    act(() => invalidateRequests(['invoices']));
    expect(await screen.findByText('2/1')).toBeInTheDocument();
  });
});

describe('the cache (one call for every place that shows it)', () => {
  it('makes one call for a key shown in two places at once, and both show its answer', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const top = renderHook(() => useRequest(['POST /customer/customizing', '2000'], loaderFor('top')));
    const page = renderHook(() => useRequest(['POST /customer/customizing', '2000'], loaderFor('page')));
    expect(calls.map((c) => c.key)).toEqual(['top']);
    await act(async () => calls[0]!.resolve('config'));
    expect(top.result.current).toMatchObject({ data: 'config', loading: false });
    expect(page.result.current).toMatchObject({ data: 'config', loading: false });
  });

  it('shows the kept answer at once to a component that mounts while another shows it', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    renderHook(() => useRequest('a', loaderFor('first')));
    await act(async () => calls[0]!.resolve('answer a'));
    const later = renderHook(() => useRequest('a', loaderFor('later')));
    expect(later.result.current).toMatchObject({ data: 'answer a', loading: false });
    expect(calls).toHaveLength(1);
  });

  it('forgets an answer nobody shows any more: the next reader loads it afresh', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const first = renderHook(() => useRequest('a', loaderFor('first')));
    await act(async () => calls[0]!.resolve('old'));
    first.unmount();
    const next = renderHook(() => useRequest('a', loaderFor('next')));
    expect(next.result.current).toMatchObject({ data: null, loading: true });
    expect(calls.map((c) => c.key)).toEqual(['first', 'next']);
  });

  it('does not keep a failure: a reader that comes later asks again', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const first = renderHook(() => useRequest('a', loaderFor('first')));
    await act(async () => calls[0]!.reject(new Error('down')));
    const second = renderHook(() => useRequest('a', loaderFor('second')));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve('up'));
    expect(first.result.current).toMatchObject({ data: 'up', error: null });
    expect(second.result.current).toMatchObject({ data: 'up', error: null });
  });

  it('a retry from one place reloads the answer for every place', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const one = renderHook(() => useRequest('a', loaderFor('one')));
    const two = renderHook(() => useRequest('a', loaderFor('two')));
    await act(async () => calls[0]!.resolve('first'));
    act(() => two.result.current.retry());
    expect(calls.map((c) => c.key)).toEqual(['one', 'two']);
    await act(async () => calls[1]!.resolve('second'));
    expect(one.result.current).toMatchObject({ data: 'second', loading: false });
  });
});

describe('cancellation', () => {
  it('keeps the call running while another component still needs it, and aborts it with the last', () => {
    const { calls, loaderFor } = manualLoader<string>();
    const one = renderHook(() => useRequest('a', loaderFor('a')));
    const two = renderHook(() => useRequest('a', loaderFor('a')));
    one.unmount();
    expect(calls[0]!.signal.aborted).toBe(false);
    two.unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('a key change of one reader leaves the shared call to the other', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const stays = renderHook(() => useRequest('a', loaderFor('a')));
    const moves = renderHook(({ k }) => useRequest(k, loaderFor(k)), { initialProps: { k: 'a' } });
    moves.rerender({ k: 'b' });
    expect(calls[0]!.signal.aborted).toBe(false);
    await act(async () => calls[0]!.resolve('answer a'));
    expect(stays.result.current).toMatchObject({ data: 'answer a' });
    expect(moves.result.current).toMatchObject({ data: null, loading: true });
  });
});

describe('invalidateRequests and the cache', () => {
  it('reloads a shown answer once for all its readers, keeping it on screen until the new one comes', async () => {
    const { calls, loaderFor } = manualLoader<string>();
    const one = renderHook(() => useRequest(['POST /customer/payer', 1], loaderFor('one')));
    const two = renderHook(() => useRequest(['POST /customer/payer', 1], loaderFor('two')));
    await act(async () => calls[0]!.resolve('before'));
    act(() => invalidateRequests(['POST /customer/payer']));
    expect(calls).toHaveLength(2);
    expect(one.result.current).toMatchObject({ data: 'before', loading: true });
    await act(async () => calls[1]!.resolve('after'));
    expect(two.result.current).toMatchObject({ data: 'after', loading: false });
  });
});

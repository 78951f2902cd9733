import { CanceledError } from 'axios';
import { useSessionStore } from '../stores/session-store';
import { useUiStore } from '../stores/ui-store';
import { fakeAdapter } from '../testing/fake-adapter';
import { api, prefetchCall } from './client';
import { PREFETCHED_CALL_HOLD_MS, clearPrefetchedCalls } from './prefetch';

/** A fake server whose answers the test gives by hand, one per call. */
function manualServer() {
  const calls: { url: string; body: unknown; answer: (data: unknown, status?: number) => void }[] = [];
  api.defaults.adapter = fakeAdapter(
    (config) =>
      new Promise((resolve) =>
        calls.push({ url: config.url ?? '', body: config.data, answer: (data, status = 200) => resolve({ status, data }) }),
      ),
  );
  return calls;
}

const search = { payer_data: { customer_number: '100100', company_code: '1000' }, soldto_data: null };

beforeEach(() => {
  useSessionStore.getState().clear();
  useSessionStore.getState().setTokens({ token: 't', refreshToken: 'r' });
  useUiStore.setState({ toasts: [], loading: 0 });
  clearPrefetchedCalls();
});

describe('prefetchCall', () => {
  it('the same call sent while the prefetch is in flight takes it over: one call on the wire', async () => {
    const calls = manualServer();
    prefetchCall({ method: 'post', url: '/Invoice', data: search });
    const reader = api.post('/Invoice', { ...search });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.url)).toEqual(['/Invoice']);
    calls[0]!.answer({ document_list: [1, 2] });
    expect((await reader).data).toEqual({ document_list: [1, 2] });
  });

  it('a call sent after the answer takes the answer, once; the next one goes to the network', async () => {
    const calls = manualServer();
    prefetchCall({ method: 'post', url: '/Invoice', data: search });
    await new Promise((r) => setTimeout(r, 0));
    calls[0]!.answer({ document_list: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect((await api.post('/Invoice', search)).data).toEqual({ document_list: [] });
    const again = api.post('/Invoice', search);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ document_list: [3] });
    expect((await again).data).toEqual({ document_list: [3] });
  });

  it('is not taken over by another call: another body, path or method', async () => {
    const calls = manualServer();
    prefetchCall({ method: 'post', url: '/Invoice', data: search });
    void api.post('/Invoice', { ...search, soldto_data: { customer_number: '', accounts: [] } });
    void api.put('/Invoice', search);
    void api.post('/Statement', search);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(4);
  });

  it('a failed prefetch is not taken over: the reader asks itself, and the prefetch raised no toast', async () => {
    const calls = manualServer();
    prefetchCall({ method: 'post', url: '/Invoice', data: search });
    await new Promise((r) => setTimeout(r, 0));
    calls[0]!.answer({ message: 'down' }, 500);
    await new Promise((r) => setTimeout(r, 0));
    expect(useUiStore.getState().toasts).toEqual([]);
    const reader = api.post('/Invoice', search);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ document_list: [] });
    expect((await reader).data).toEqual({ document_list: [] });
  });

  it('is aborted when the reader that took it over gives up', async () => {
    let signal: AbortSignal | undefined;
    // A server that never answers; the call ends only when its signal aborts, as axios's own does.
    api.defaults.adapter = (config) =>
      new Promise((_resolve, reject) => {
        const own = config.signal as AbortSignal;
        signal ??= own;
        if (own.aborted) reject(new CanceledError());
        own.addEventListener('abort', () => reject(new CanceledError()));
      });
    prefetchCall({ method: 'post', url: '/Invoice', data: search });
    const reader = new AbortController();
    const call = api.post('/Invoice', search, { signal: reader.signal });
    await new Promise((r) => setTimeout(r, 0));
    reader.abort();
    await expect(call).rejects.toBeDefined();
    expect(signal?.aborted).toBe(true);
  });

  it('is dropped when nobody reads it in time', async () => {
    jest.useFakeTimers();
    try {
      const calls = manualServer();
      prefetchCall({ method: 'post', url: '/Invoice', data: search });
      await Promise.resolve();
      jest.advanceTimersByTime(PREFETCHED_CALL_HOLD_MS);
      void api.post('/Invoice', search);
      await jest.advanceTimersByTimeAsync(0);
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

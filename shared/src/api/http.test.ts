// The client's own rules, with adapters that answer from a function (the real fetch is in
// ./fetch-adapter.test.ts): docs/architecture/frontend.md#the-http-client.
import { createHttpClient, type HttpAdapter, type RequestConfig } from './http';
import { ApiError, API_ERROR_CODES, isApiError, isCancel } from './http-error';
import { RequestHeaders } from './http-headers';

const answering =
  (status: number, data: unknown = null, seen: RequestConfig[] = []): HttpAdapter =>
  (config) => {
    seen.push(config);
    return Promise.resolve({ data, status, statusText: '', headers: {}, config });
  };

/** An adapter that never answers, unless its signal aborts (as fetch does). */
const silent: HttpAdapter = (config) =>
  new Promise((_resolve, reject) => config.signal?.addEventListener('abort', () => reject(new Error('fetch aborted'))));

async function rejectionOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => 'resolved',
    (e: unknown) => e,
  );
}

describe('createHttpClient', () => {
  it('hands the adapter the defaults, the lower-case method, the headers and the body as a JSON string', async () => {
    const seen: RequestConfig[] = [];
    const client = createHttpClient({ baseURL: '/api', timeout: 1000, adapter: answering(200, { ok: true }, seen) });
    const response = await client.post<{ ok: boolean }>('/Invoice', { amount: 1 }, { headers: { 'Idempotency-Key': 'k-1' }, params: { a: 1 } });
    expect(response.data).toEqual({ ok: true });
    const [config] = seen;
    expect(config).toMatchObject({ url: '/Invoice', method: 'post', baseURL: '/api', timeout: 1000, data: '{"amount":1}', params: { a: 1 } });
    expect(config!.headers.toJSON()).toMatchObject({ 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' });
    expect(config!.headers.get('idempotency-key')).toBe('k-1');
  });

  it('sends strings and FormData as they are', async () => {
    const seen: RequestConfig[] = [];
    const client = createHttpClient({ adapter: answering(200, null, seen) });
    const form = new FormData();
    await client.put('/a', '{"already":"json"}', { headers: { 'Content-Type': 'application/json' } });
    await client.post('/b', form);
    expect(seen.map((c) => c.data)).toEqual(['{"already":"json"}', form]);
    expect(seen[1]!.headers.has('Content-Type')).toBe(false);
  });

  it("uses the adapter in defaults at the time of the call, or the call's own", async () => {
    const client = createHttpClient({ adapter: answering(200, 'first') });
    expect((await client.get('/x')).data).toBe('first');
    client.defaults.adapter = answering(200, 'second');
    expect((await client.get('/x')).data).toBe('second');
    expect((await client.get('/x', { adapter: answering(200, 'own') })).data).toBe('own');
  });

  it('runs request interceptors last added first and response interceptors first added first', async () => {
    const order: string[] = [];
    const client = createHttpClient({ adapter: answering(200, 'x') });
    client.interceptors.request.use((config) => (order.push('request 1'), config));
    client.interceptors.request.use((config) => (order.push('request 2'), config));
    const ejected = client.interceptors.request.use((config) => (order.push('ejected'), config));
    client.interceptors.request.eject(ejected);
    client.interceptors.response.use((response) => (order.push('response 1'), response));
    client.interceptors.response.use((response) => (order.push('response 2'), response));
    await client.get('/x');
    expect(order).toEqual(['request 2', 'request 1', 'response 1', 'response 2']);
  });

  it('lets a request interceptor change the config the adapter gets', async () => {
    const seen: RequestConfig[] = [];
    const client = createHttpClient({ adapter: answering(200, null, seen) });
    client.interceptors.request.use((config) => {
      config.headers.set('Authorization', 'Bearer t');
      config.params = { userid: 42 };
      return config;
    });
    await client.get('/x');
    expect(seen[0]).toMatchObject({ params: { userid: 42 } });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer t');
  });

  it('rejects a non-2xx answer with an ApiError that carries the response and the config to send again', async () => {
    const seen: RequestConfig[] = [];
    const client = createHttpClient({ adapter: answering(409, { reason: 'running' }, seen) });
    const error = await rejectionOf(client.post('/pay', { a: 1 }, { skipErrorToast: true }));
    expect(isApiError(error)).toBe(true);
    const failed = error as ApiError<{ reason: string }>;
    expect(failed.code).toBe(API_ERROR_CODES.badRequest);
    expect(failed.response).toMatchObject({ status: 409, data: { reason: 'running' } });
    expect(failed.config).toMatchObject({ url: '/pay', skipErrorToast: true });
    // The config goes back in as it was: its JSON body is sent as it is, not encoded twice.
    client.defaults.adapter = answering(200, 'done', seen);
    await client.request({ ...failed.config!, _retried: true });
    expect(seen.map((c) => c.data)).toEqual(['{"a":1}', '{"a":1}']);
    expect(seen[1]!.headers).toBeInstanceOf(RequestHeaders);
  });

  it('gives the response interceptors the failure and lets one answer instead', async () => {
    const client = createHttpClient({ adapter: answering(500) });
    client.interceptors.response.use(undefined, (error: unknown) => ({ data: isApiError(error) ? error.response?.status : null }));
    expect(await client.get('/x')).toEqual({ data: 500 });
  });

  it("passes on an adapter's own error unchanged", async () => {
    const own = new ApiError('Network Error', ApiError.ERR_NETWORK);
    const client = createHttpClient({ adapter: () => Promise.reject(own) });
    expect(await rejectionOf(client.get('/x'))).toBe(own);
  });

  it('rejects as a cancel, without asking the adapter, when the signal is already aborted', async () => {
    const seen: RequestConfig[] = [];
    const client = createHttpClient({ adapter: answering(200, null, seen) });
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(client.get('/x', { signal: controller.signal }));
    expect(isCancel(error)).toBe(true);
    expect(seen).toEqual([]);
  });

  it('rejects as a cancel when the signal aborts during the call, and aborts the adapter', async () => {
    let adapterSignal: AbortSignal | undefined;
    const client = createHttpClient({
      adapter: (config) => {
        adapterSignal = config.signal;
        return silent(config);
      },
    });
    const controller = new AbortController();
    const call = rejectionOf(client.get('/x', { signal: controller.signal }));
    await Promise.resolve();
    await Promise.resolve();
    controller.abort();
    const error = await call;
    expect((error as ApiError).code).toBe(API_ERROR_CODES.canceled);
    expect(adapterSignal?.aborted).toBe(true);
  });

  describe('with fake timers', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('rejects with ECONNABORTED, not as a cancel, when the timeout passes first', async () => {
      const client = createHttpClient({ timeout: 30_000, adapter: silent });
      const call = rejectionOf(client.get('/x'));
      await jest.advanceTimersByTimeAsync(30_000);
      const error = await call;
      expect((error as ApiError).code).toBe(API_ERROR_CODES.timeout);
      expect(isCancel(error)).toBe(false);
      expect((error as ApiError).response).toBeUndefined();
    });

    it("takes a call's own timeout over the default, and leaves no timer once answered", async () => {
      const client = createHttpClient({ timeout: 30_000, adapter: silent });
      const call = rejectionOf(client.get('/x', { timeout: 5 }));
      await jest.advanceTimersByTimeAsync(5);
      expect(((await call) as ApiError).code).toBe(API_ERROR_CODES.timeout);
      client.defaults.adapter = answering(200, 'quick');
      expect((await client.get('/y')).data).toBe('quick');
      expect(jest.getTimerCount()).toBe(0);
    });
  });
});

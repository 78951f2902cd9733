import { useSessionStore } from 'shared';
import { fakeApi, ok } from 'shared/testing';
import { newIdempotencyKey } from './idempotency-key';
import { postIdempotent, type ChargeBody } from './idempotent-post';

const key = 'key-1';
// The body is passed on as it is; its fields do not matter here.
const body = (value: object) => value as ChargeBody;

beforeEach(() => useSessionStore.getState().clear());

describe('postIdempotent (docs/decisions.md#payments-never-run-twice)', () => {
  it('sends the Idempotency-Key header and the impersonated user', async () => {
    useSessionStore.setState({ impersonatedUserId: 42 });
    const api = fakeApi({ '/invoice/payments': () => ok({ done: true }) });
    await expect(postIdempotent('payment', body({ a: 1 }), { key })).resolves.toEqual({ done: true });
    expect(api.seen[0]).toMatchObject({ headers: { 'Idempotency-Key': key }, params: { userid: 42 }, body: { a: 1 } });
  });

  it('asks again with the same key while the server is still running it (409)', async () => {
    let n = 0;
    const api = fakeApi({ '/invoice/payments': () => (++n < 3 ? { status: 409, data: { message: 'busy' } } : ok('done')) });
    await expect(postIdempotent('payment', body({}), { key, delaysMs: [0, 0, 0] })).resolves.toBe('done');
    expect(api.seen.map((s) => s.headers['Idempotency-Key'])).toEqual([key, key, key]);
  });

  it('asks again with the same key when no answer came back', async () => {
    let n = 0;
    const api = fakeApi({
      '/invoice/payments': () => {
        n += 1;
        if (n === 1) throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
        return ok('done');
      },
    });
    await expect(postIdempotent('payment', body({}), { key, delaysMs: [0] })).resolves.toBe('done');
    expect(api.seen.map((s) => s.headers['Idempotency-Key'])).toEqual([key, key]);
  });

  it('gives up after the last pause, and never retries a refusal', async () => {
    const busy = fakeApi({ '/invoice/payments': () => ({ status: 409, data: {} }) });
    await expect(postIdempotent('payment', body({}), { key, delaysMs: [0, 0] })).rejects.toMatchObject({ response: { status: 409 } });
    expect(busy.seen).toHaveLength(3);
    const refused = fakeApi({ '/invoice/payments': () => ({ status: 400, data: { message: 'no' } }) });
    await expect(postIdempotent('payment', body({}), { key, delaysMs: [0, 0] })).rejects.toMatchObject({ response: { status: 400 } });
    expect(refused.seen).toHaveLength(1);
  });

  it('makes a new v4 UUID per key', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

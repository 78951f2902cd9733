import type { FastifyInstance } from 'fastify';
import { MESSAGES, VALIDATION } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { canonicalJson, requestHash } from '../src/services/payments/payment-ledger';
import { databases, type PreparedDatabase } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { COMPANY_1000, deposit, newKey, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { startImpersonating } from './helpers/impersonation';
import { buildTestApp, login, useApiTest, userId } from './helpers/test-app';

describe('request hash', () => {
  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 'x' }] })).toBe('{"a":[{"c":"x","d":2}],"b":1}');
    expect(requestHash('payment', 1, { a: 1, b: 2 })).toBe(requestHash('payment', 1, { b: 2, a: 1 }));
    expect(requestHash('payment', 1, { a: 1 })).not.toBe(requestHash('deposit', 1, { a: 1 }));
    expect(requestHash('payment', 1, { a: 1 })).not.toBe(requestHash('payment', 2, { a: 1 }));
  });
});

describe.each(databases)('payment ledger ($name)', (database) => {
  // A repeat waits up to 2 s for a pending first attempt (25 s in production).
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'staff'], build: { payments: { pendingWaitMs: 2000, pollIntervalMs: 20 } } });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  let prepared: PreparedDatabase;
  let api: ReturnType<typeof payWith>;
  beforeAll(() => {
    ({ app, erp, prepared } = t);
    api = payWith(app, tokens);
  });
  beforeEach(() => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });

  const payments = () => erp.callsTo('/erp/invoice/payments');
  const body = (amount = 100) => payment('100100', '1000', [row('100100', DOC.open, amount)]);
  const attempt = async (key: string) =>
    (
      await app.db.query<{ state: string; http_status: number; erp_called: boolean; kind: string }>(
        'SELECT state, http_status, erp_called, kind FROM payment_attempts WHERE idempotency_key = $1',
        [key],
      )
    ).rows;

  it('records the attempt and answers a repeat with the first outcome without asking the ERP again', async () => {
    const key = newKey();
    const first = await api.pay('soldto', body(), key);
    expect(first.statusCode).toBe(200);
    const before = payments();
    const again = await api.pay('soldto', body(), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(payments()).toBe(before);
    expect(await attempt(key)).toEqual([{ state: 'succeeded', http_status: 200, erp_called: true, kind: 'payment' }]);
  });

  it('replays a refusal too, and keeps keys apart per user', async () => {
    const key = newKey();
    const refused = await api.pay('soldto', body(150), key);
    expect(refused.json().message).toBe(VALIDATION.payClick.overpaymentNotAllowed);
    const again = await api.pay('soldto', body(150), key);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(refused.json());
    expect(await attempt(key)).toEqual([{ state: 'failed', http_status: 422, erp_called: false, kind: 'payment' }]);
    // Another user's key space: the same key is a new attempt.
    const id = await userId(app, 'soldto@portal.test');
    await startImpersonating(app, tokens.staff!, id);
    expect((await api.pay('staff', body(), key, `?userid=${id}`)).statusCode).toBe(200);
  });

  it('refuses the same key with a different body (422), also for a deposit', async () => {
    const key = newKey();
    expect((await api.pay('soldto', body(100), key)).statusCode).toBe(200);
    const before = payments();
    const other = await api.pay('soldto', body(90), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(API_TEXTS.idempotencyKeyReused);
    expect(payments()).toBe(before);
    const depositKey = newKey();
    expect((await api.deposit('payer', deposit('200100', '1000'), depositKey)).statusCode).toBe(200);
    expect((await api.deposit('payer', deposit('200100', '1000'), depositKey)).statusCode).toBe(200);
    expect(erp.callsTo('/erp/customer/makedeposit')).toBe(1);
    expect((await api.pay('payer', payment('200100', '1000', [row('100300', DOC.open, 100)]), depositKey)).statusCode).toBe(422);
  });

  it('fires the same payment 50 times at once: one ERP call, every answer the first outcome or 409', async () => {
    erp.paymentDelayMs = 300;
    const key = newKey();
    const before = payments();
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.pay('soldto', body(), key)));
    expect(payments() - before).toBe(1);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const answer of ok) expect(answer.json()).toEqual(ok[0]!.json());
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(API_TEXTS.paymentPending);
    }
    expect(ok[0]!.json().status[0].message_type).toBe('S');
  });

  it('survives a double click: two at once, one charge, the same answer', async () => {
    erp.paymentDelayMs = 100;
    const key = newKey();
    const before = payments();
    const [a, b] = await Promise.all([api.pay('soldto', body(), key), api.pay('soldto', body(), key)]);
    expect(payments() - before).toBe(1);
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    expect(a!.json()).toEqual(b!.json());
  });

  it('answers 409 to a repeat while the first is still running past the wait, never a second charge', async () => {
    erp.paymentDelayMs = 3000;
    const key = newKey();
    const before = payments();
    const first = api.pay('soldto', body(), key);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = await api.pay('soldto', body(), key);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: API_TEXTS.paymentPending, reason: 'payment_pending' });
    expect((await first).statusCode).toBe(200);
    expect(payments() - before).toBe(1);
    expect((await api.pay('soldto', body(), key)).statusCode).toBe(200);
  });

  it('records a cut connection during the payment as unknown; a retry asks the ERP, which charged nothing', async () => {
    erp.failPayments = true;
    const key = newKey();
    const before = payments();
    const failed = await api.pay('soldto', body(), key);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: MESSAGES.paymentError, uniqueId: expect.any(String) });
    expect(await attempt(key)).toEqual([{ state: 'unknown', http_status: 502, erp_called: true, kind: 'payment' }]);
    erp.failPayments = false;
    const retry = await api.pay('soldto', body(), key);
    expect(retry.statusCode).toBe(502);
    expect(retry.json()).toMatchObject({ message: API_TEXTS.paymentNotMade, reason: 'payment_not_made' });
    expect(payments() - before).toBe(1);
    expect(await attempt(key)).toEqual([{ state: 'failed', http_status: 502, erp_called: true, kind: 'payment' }]);
    expect((await api.pay('soldto', body(), key)).json()).toEqual(retry.json());
    expect((await api.pay('soldto', body(), newKey())).statusCode).toBe(200);
  });

  it('keeps its state in PostgreSQL: two instances racing on one key charge once', async () => {
    if (!prepared.env.DATABASE_URL) return; // PGlite: one process per data folder
    const second = await buildTestApp(prepared, erp.url, {}, { payments: { pendingWaitMs: 2000, pollIntervalMs: 20 } });
    try {
      const key = newKey();
      const other = payWith(second, { soldto: (await login(second, 'soldto@portal.test')).token });
      erp.paymentDelayMs = 200;
      const before = payments();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => [api.pay('soldto', body(), key), other.pay('soldto', body(), key)]).flat(),
      );
      expect(payments() - before).toBe(1);
      for (const answer of answers) expect(answer.json()).toEqual(answers[0]!.json());
      expect(answers[0]!.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

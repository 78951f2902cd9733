import type { FastifyInstance } from 'fastify';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { COMPANY_1000, newKey, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { useApiTest } from './helpers/test-app';

/**
 * A charge cut by a killed API server (docs/operations/deploying.md#a-repeat-after-a-crash): its
 * repeat on another server waits while the first server still renews its row, and is settled with
 * the ERP as soon as that server is gone, long before the stale time.
 */
describe.each(databases)('a repeat after a crash ($name)', (database) => {
  const t = useApiTest(database, {
    logins: ['soldto'],
    build: {
      heartbeatMs: 200,
      payments: { erpTimeoutMs: 10_000, staleAfterMs: 60_000, pendingWaitMs: 1500, pollIntervalMs: 20, reconcileIntervalMs: 0 },
    },
  });
  let app: FastifyInstance;
  let erp: FakeErp;
  let api: ReturnType<typeof payWith>;
  beforeAll(() => {
    ({ app, erp } = t);
    api = payWith(app, t.tokens);
  });
  beforeEach(() => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });

  const body = () => payment('100100', '1000', [row('100100', DOC.open, 100)]);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The first request's attempt once the ERP is being asked. */
  async function askedAttempt(key: string): Promise<{ id: number; erp_reference: string }> {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await app.db.query<{ id: number; erp_reference: string | null }>(
        'SELECT id::int AS id, erp_reference FROM payment_attempts WHERE idempotency_key = $1 AND erp_called',
        [key],
      );
      if (rows[0]?.erp_reference) return rows[0] as { id: number; erp_reference: string };
      await sleep(10);
    }
    throw new Error('the ERP was never asked');
  }

  it('records which API server claimed the attempt', async () => {
    const key = newKey();
    expect((await api.pay('soldto', body(), key)).statusCode).toBe(200);
    const { rows } = await app.db.query<{ instance_id: string }>('SELECT instance_id FROM payment_attempts WHERE idempotency_key = $1', [key]);
    expect(rows).toEqual([{ instance_id: app.instance.id }]);
  });

  it('settles the repeat at once when the claiming server is gone: not charged, and the late charge is refused', async () => {
    erp.paymentDelayMs = 2500;
    const key = newKey();
    const first = api.pay('soldto', body(), key);
    const attempt = await askedAttempt(key);
    // As a server killed after asking the ERP leaves it: claimed by an instance whose row is gone.
    await app.db.query("UPDATE payment_attempts SET instance_id = 'killed-instance' WHERE id = $1", [attempt.id]);
    const started = Date.now();
    const repeat = await api.pay('soldto', body(), key);
    const waited = Date.now() - started;
    expect(repeat.statusCode).toBe(502);
    expect(repeat.json()).toMatchObject({ reason: 'payment_not_made' });
    // Well before pendingWaitMs (1.5 s) and the stale time (60 s).
    expect(waited).toBeLessThan(1000);
    expect(erp.closedReferences.has(attempt.erp_reference)).toBe(true);
    await first;
    expect(erp.charges.has(attempt.erp_reference)).toBe(false);
    // Every later repeat gets the same answer.
    expect((await api.pay('soldto', body(), key)).json()).toMatchObject({ reason: 'payment_not_made' });
  });

  it('finds the charge when the killed server got it through before dying', async () => {
    erp.hangAfterChargeMs = 2500;
    const key = newKey();
    const first = api.pay('soldto', body(), key);
    const attempt = await askedAttempt(key);
    for (let i = 0; i < 200 && !erp.charges.has(attempt.erp_reference); i += 1) await sleep(10);
    await app.db.query("UPDATE payment_attempts SET instance_id = 'killed-instance' WHERE id = $1", [attempt.id]);
    const repeat = await api.pay('soldto', body(), key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ payed: [{ amount: 100 }] });
    await first;
  });

  it('while the claiming server still renews its row, the repeat waits and then answers 409 payment_pending', async () => {
    erp.paymentDelayMs = 3000;
    const key = newKey();
    const first = api.pay('soldto', body(), key);
    const attempt = await askedAttempt(key);
    // Claimed by another server that is alive: it renews its row at every beat.
    const live = { id: 'live-instance', version: '1', host: 'api-2', pid: 1, port: 8082 };
    await app.apiInstancesRepository.renew(live);
    const beating = setInterval(() => void app.apiInstancesRepository.renew(live), 100);
    await app.db.query("UPDATE payment_attempts SET instance_id = 'live-instance' WHERE id = $1", [attempt.id]);
    const repeat = await api.pay('soldto', body(), key).finally(() => clearInterval(beating));
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ reason: 'payment_pending' });
    await first;
  });

  it('the sweep settles a pending attempt of a killed server before the stale time too', async () => {
    erp.paymentDelayMs = 2000;
    const key = newKey();
    const first = api.pay('soldto', body(), key);
    const attempt = await askedAttempt(key);
    await app.db.query("UPDATE payment_attempts SET instance_id = 'killed-instance' WHERE id = $1", [attempt.id]);
    expect(await app.paymentLedger.reconcile()).toBeGreaterThanOrEqual(1);
    const { rows } = await app.db.query<{ state: string }>('SELECT state FROM payment_attempts WHERE id = $1', [attempt.id]);
    expect(rows).toEqual([{ state: 'failed' }]);
    await first;
  });
});

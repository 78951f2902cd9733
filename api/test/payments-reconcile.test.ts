import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { COMPANY_1000, deposit, newKey, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { useApiTest } from './helpers/test-app';

/**
 * Payments whose outcome is open are settled with the ERP, never guessed
 * (docs/architecture/payments.md#reconciliation). The ERP answers within 1 s or the outcome is
 * unknown; a pending attempt older than 1.5 s has lost its process.
 */
describe.each(databases)('payment reconciliation ($name)', (database) => {
  const t = useApiTest(database, {
    logins: ['soldto', 'payer'],
    build: { payments: { erpTimeoutMs: 1000, staleAfterMs: 1500, pendingWaitMs: 500, pollIntervalMs: 20, reconcileIntervalMs: 0 } },
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

  const charges = () => erp.callsTo('/erp/invoice/payments') + erp.callsTo('/erp/customer/makedeposit');
  const body = () => payment('100100', '1000', [row('100100', DOC.open, 100)]);
  const attemptOf = async (key: string) =>
    (
      await app.db.query<{ id: number; state: string; http_status: number; erp_request: { payment_detail: object } | null }>(
        'SELECT id::int AS id, state, http_status, erp_request FROM payment_attempts WHERE idempotency_key = $1',
        [key],
      )
    ).rows[0]!;
  const receiptsOf = async (id: number) =>
    (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox WHERE payment_attempt_id = $1', [id])).rows[0]!.n;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('an ERP that hangs after charging: recorded as unknown, and the repeat finds the charge (200, one charge, one receipt)', async () => {
    erp.hangAfterChargeMs = 2500;
    const key = newKey();
    const before = charges();
    const first = await api.pay('soldto', body(), key);
    expect(first.json()).toMatchObject({ statusCode: 502, message: MESSAGES.paymentError, reason: 'payment_outcome_unknown' });
    const unknown = await attemptOf(key);
    expect(unknown.state).toBe('unknown');
    // The ledger keeps what was sent for the receipt, but never the CVV.
    expect(unknown.erp_request!.payment_detail).not.toHaveProperty('card_validation_code');

    erp.hangAfterChargeMs = 0;
    const repeat = await api.pay('soldto', body(), key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ status: [{ message_type: 'S' }], payed: [{ amount: 100 }] });
    expect(charges() - before).toBe(1);
    expect(await attemptOf(key)).toMatchObject({ state: 'succeeded', http_status: 200 });
    expect(await receiptsOf(unknown.id)).toBe(1);
    expect((await api.pay('soldto', body(), key)).json()).toEqual(repeat.json());
  });

  it('the sweep settles an unknown deposit without any repeat', async () => {
    erp.hangAfterChargeMs = 2500;
    const key = newKey();
    expect((await api.deposit('payer', deposit('200100', '1000'), key)).statusCode).toBe(502);
    erp.hangAfterChargeMs = 0;
    expect(await app.paymentLedger.reconcile()).toBeGreaterThanOrEqual(1);
    const settled = await attemptOf(key);
    expect(settled).toMatchObject({ state: 'succeeded', http_status: 200 });
    expect(await receiptsOf(settled.id)).toBe(1);
  });

  it('a scheduled payment and an AutoPay run whose charge was unknown take the settled outcome', async () => {
    erp.hangAfterChargeMs = 2500;
    const key = newKey();
    expect((await api.pay('soldto', body(), key)).statusCode).toBe(502);
    erp.hangAfterChargeMs = 0;
    const attempt = await attemptOf(key);
    const user = (await app.usersRepository.findByLogin('soldto@portal.test'))!.user_id;
    await app.db.query(
      `INSERT INTO scheduled_payments (user_id, target_user_id, account, company_code, soldtos, body, scheduled_date, state, payment_attempt_id)
       VALUES ($1, $1, '100100', '1000', '{100100}', '{}'::jsonb, '2026-02-10', 'unknown', $2)`,
      [user, attempt.id],
    );
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO autopay_enrolments (user_id, account, company_code, payment_card_token, payment_card_type, method_name, timing,
         agreement_version, agreement_text, accepted_at, enrolled_on, state)
       VALUES ($1, '100100', '1000', 'tok', 'EC', 'eCheck', 'due', 'v', 't', now(), '2026-02-01', 'stopped') RETURNING id::int AS id`,
      [user],
    );
    await app.db.query(
      `INSERT INTO autopay_runs (enrolment_id, run_date, kind, state, payment_attempt_id) VALUES ($1, '2026-02-10', 'charge', 'unknown', $2)`,
      [rows[0]!.id, attempt.id],
    );
    expect(await app.paymentLedger.reconcile()).toBeGreaterThanOrEqual(1);
    expect((await app.db.query('SELECT state FROM scheduled_payments WHERE payment_attempt_id = $1', [attempt.id])).rows).toEqual([{ state: 'charged' }]);
    expect((await app.db.query('SELECT state FROM autopay_runs WHERE payment_attempt_id = $1', [attempt.id])).rows).toEqual([{ state: 'charged' }]);
  });

  it('a pending attempt whose process died after the ERP charged is settled as charged once it is stale', async () => {
    const key = newKey();
    const hash = 'crashed';
    const userId = (await app.db.query<{ user_id: number }>("SELECT user_id FROM users WHERE email = 'soldto@portal.test'")).rows[0]!.user_id;
    const id = (await app.paymentAttemptsRepository.claim({ key, userId, targetUserId: userId, kind: 'payment', requestHash: hash }))!;
    // What the dead process had done: asked the ERP under its reference, and the ERP charged.
    const sent = { ...body(), portal_reference: `pa-crash-${id}` };
    await app.paymentAttemptsRepository.markErpCalled(id, sent.portal_reference, body());
    const charged = await fetch(`${erp.url}/invoice/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sent),
    });
    expect(charged.status).toBe(200);

    expect(await app.paymentLedger.reconcile()).toBe(0); // not stale yet: its process may still be working
    await sleep(1600);
    expect(await app.paymentLedger.reconcile()).toBe(1);
    expect(await attemptOf(key)).toMatchObject({ state: 'succeeded', http_status: 200 });
    expect(await receiptsOf(id)).toBe(1);
  });

  it('a pending attempt that never reached the ERP is closed as not made once stale; a lookup closes the reference', async () => {
    const key = newKey();
    const userId = (await app.db.query<{ user_id: number }>("SELECT user_id FROM users WHERE email = 'soldto@portal.test'")).rows[0]!.user_id;
    await app.paymentAttemptsRepository.claim({ key, userId, targetUserId: userId, kind: 'payment', requestHash: 'x' });
    const asked = (await app.paymentAttemptsRepository.claim({ key: newKey(), userId, targetUserId: userId, kind: 'payment', requestHash: 'y' }))!;
    await app.paymentAttemptsRepository.markErpCalled(asked, `pa-lost-${asked}`, body());
    await sleep(1600);
    expect(await app.paymentLedger.reconcile()).toBeGreaterThanOrEqual(2);
    expect(await attemptOf(key)).toMatchObject({ state: 'failed', http_status: 502 });
    const closed = await app.db.query<{ state: string; response: { reason: string; message: string } }>(
      'SELECT state, response FROM payment_attempts WHERE id = $1',
      [asked],
    );
    expect(closed.rows[0]).toMatchObject({ state: 'failed', response: { reason: 'payment_not_made', message: API_TEXTS.paymentNotMade } });
    // The charge of the lost request, arriving late, is refused by the ERP: "not charged" stays true.
    const late = await fetch(`${erp.url}/invoice/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body(), portal_reference: `pa-lost-${asked}` }),
    });
    expect(((await late.json()) as { payed: unknown[] }).payed).toEqual([]);
  });

  it('keeps an unknown attempt unknown while the ERP cannot be asked, and settles it when it can', async () => {
    erp.failPayments = true;
    const key = newKey();
    expect((await api.pay('soldto', body(), key)).statusCode).toBe(502);
    erp.failPayments = false;
    erp.setDown(true);
    const whileDown = await api.pay('soldto', body(), key);
    expect(whileDown.json()).toMatchObject({ statusCode: 502, message: MESSAGES.paymentError });
    expect((await attemptOf(key)).state).toBe('unknown');
    erp.setDown(false);
    expect((await api.pay('soldto', body(), key)).json()).toMatchObject({ reason: 'payment_not_made' });
  });
});

import type { FastifyInstance } from 'fastify';
import { SCHEDULE_DATE_TEXTS, type PaymentRequest } from 'shared/server';
import { SCHEDULED_PAYMENT_JOB } from '../src/services/payments/scheduled-payments';
import { scheduleKey } from '../src/services/jobs/scheduled-payment-run';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { startImpersonating } from './helpers/impersonation';
import { CARD, COMPANY_1000, ECHECK, payment, row, saveTestMethods } from './helpers/payments';
import { bearer, buildTestApp, useApiTest, userId } from './helpers/test-app';

/** A clock the test sets by hand: a scheduled payment runs when the test says its day has come. */
function fakeClock(start: string) {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso: string) => void (now = new Date(iso)) };
}

const NO_CVV_COMPANY = { ...COMPANY_1000, generel_data: { partial_payments_allowed: 'X' as const, cvv_use_control: '0' as const } };
const OPEN = billingNumber('100100', DOC.open);
const PARTLY = billingNumber('100100', DOC.partlyPaid);

describe.each(databases)('scheduled payments ($name)', (database) => {
  // 1 February 2026, 09:00 in Chicago; the documents are due on 14 February.
  const clock = fakeClock('2026-02-01T15:00:00Z');
  const t = useApiTest(database, {
    logins: ['soldto', 'viewer', 'noecheck', 'staff'],
    build: { jobs: { enabled: false, clock, timeZone: 'America/Chicago' }, payments: { reconcileIntervalMs: 0 } },
  });
  let app: FastifyInstance;
  let erp: FakeErp;

  const schedule = (who: string, body: object, query = '') =>
    app.inject({ method: 'POST', url: `/api/payments/scheduled${query}`, headers: bearer(t.tokens[who]!), payload: body });
  const list = (who: string) => app.inject({ method: 'GET', url: '/api/payments/scheduled', headers: bearer(t.tokens[who]!) });
  const cancel = (who: string, id: string) => app.inject({ method: 'DELETE', url: `/api/payments/scheduled/${id}`, headers: bearer(t.tokens[who]!) });
  const move = (who: string, id: string, body: object) =>
    app.inject({ method: 'PATCH', url: `/api/payments/scheduled/${id}`, headers: bearer(t.tokens[who]!), payload: body });
  const onDay = (day: string, extra: object = {}, docs = [row('100100', DOC.open, 100)], detail: object = ECHECK) => ({
    ...payment('100100', '1000', docs, detail),
    scheduled_date: day,
    ...extra,
  });
  // The fake keeps every call: count from each test's start.
  let base = 0;
  const erpPayments = () => erp.calls.slice(base).filter((c) => c.url === '/erp/invoice/payments').map((c) => c.body as PaymentRequest);
  /** Runs what is due at `iso` and answers the scheduled payments' runs. */
  const runAt = async (iso: string) => {
    clock.set(iso);
    return (await app.jobs.runDue()).filter((job) => job.name === SCHEDULED_PAYMENT_JOB);
  };
  const state = async (id: string) =>
    (await app.db.query<{ state: string; skipped: string[] }>('SELECT state, skipped FROM scheduled_payments WHERE id = $1', [id])).rows[0]!;
  const mails = async () =>
    (await app.db.query<{ to_address: string; subject: string; text_body: string }>("SELECT to_address, subject, text_body FROM mail_outbox WHERE kind = 'scheduled_payment' ORDER BY id")).rows;

  beforeAll(() => {
    ({ app, erp } = t);
  });
  beforeEach(() => {
    clock.set('2026-02-01T15:00:00Z');
    erp.reset();
    base = erp.calls.length;
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });

  describe('creating one', () => {
    it.each([
      ['today', '2026-02-01', SCHEDULE_DATE_TEXTS.notAfterToday],
      ['yesterday', '2026-01-31', SCHEDULE_DATE_TEXTS.notAfterToday],
      ['61 days ahead', '2026-04-03', SCHEDULE_DATE_TEXTS.tooFar],
      ['a day that does not exist', '2026-02-30', SCHEDULE_DATE_TEXTS.required],
      ['a day after the earliest due date, unconfirmed', '2026-02-15', SCHEDULE_DATE_TEXTS.afterDueDate],
    ])('refuses %s (422), before anything is stored', async (_case, day, message) => {
      const response = await schedule('soldto', onDay(day));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
      expect((await app.db.query('SELECT 1 FROM scheduled_payments')).rows.length).toBe(0);
    });

    it('takes a day after the due date when the customer confirmed, and 60 days ahead at most', async () => {
      const response = await schedule('soldto', onDay('2026-04-02', { confirmLateDate: true }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ScheduledDate: '2026-04-02', State: 'scheduled' });
      expect((await cancel('soldto', response.json().Id)).statusCode).toBe(200);
    });

    it('applies the rules of paying now: an amount over the open amount is refused with their words', async () => {
      const response = await schedule('soldto', onDay('2026-02-10', {}, [row('100100', DOC.open, '100.001')]));
      expect(response.statusCode).toBe(422);
    });

    it('refuses a card where the company needs a CVV for each card payment: no CVV is ever kept', async () => {
      const response = await schedule('soldto', onDay('2026-02-10', {}, undefined, CARD));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: SCHEDULE_DATE_TEXTS.cvvNeeded, reason: 'cvv_required' });
    });

    it('stores a card payment without its CVV where the company needs none', async () => {
      erp.customizing['1000'] = NO_CVV_COMPANY;
      const response = await schedule('soldto', onDay('2026-02-10', {}, undefined, CARD));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ Method: 'Visa ending with *1111', AmountCents: 10000, Currency: 'USD', Documents: [OPEN] });
      const { rows } = await app.db.query<{ body: string }>('SELECT body::text AS body FROM scheduled_payments WHERE id = $1', [response.json().Id]);
      expect(rows[0]!.body).not.toContain('card_validation_code');
      expect(rows[0]!.body).not.toContain('"123"');
      await cancel('soldto', response.json().Id);
    });

    it('refuses a user without CanMakePayment (403) and a token not saved for the payer (403)', async () => {
      expect((await schedule('viewer', { ...onDay('2026-02-10'), payer_data: { customer_number: '100200', company_code: '1100' }, documents: [row('100200', DOC.open, 10)] })).statusCode).toBe(403);
      expect((await schedule('soldto', onDay('2026-02-10', {}, undefined, { ...ECHECK, payment_card_token: 'tok_ec_not_saved_0000' }))).statusCode).toBe(403);
      expect(erpPayments()).toEqual([]);
    });
  });

  it('runs once on its day at 06:00 company time, not before, through the ledger under the schedule key, and mails the outcome', async () => {
    const created = await schedule('soldto', onDay('2026-02-10'));
    expect(created.statusCode).toBe(201);
    const id = created.json().Id as string;
    const listed = (await list('soldto')).json().Items as { Id: string }[];
    expect(listed.filter((item) => item.Id === id)).toEqual([expect.objectContaining({ State: 'scheduled', ScheduledDate: '2026-02-10' })]);
    // A user of other accounts neither sees nor cancels it.
    expect((await list('noecheck')).json().Items).toEqual([]);
    expect((await cancel('noecheck', id)).statusCode).toBe(404);

    expect(await runAt('2026-02-09T23:00:00Z')).toEqual([]);
    expect(await runAt('2026-02-10T11:59:00Z')).toEqual([]);
    expect(erpPayments()).toEqual([]);
    // Jobs of the schedules cancelled above run too, and do nothing.
    expect(await runAt('2026-02-10T12:00:00Z')).toEqual(expect.arrayContaining([expect.objectContaining({ outcome: 'done' })]));
    expect(erpPayments()).toHaveLength(1);
    expect(erpPayments()[0]!.documents.map((d) => d.amount_to_process)).toEqual([100]);
    expect(await state(id)).toMatchObject({ state: 'charged' });
    const attempt = await app.paymentAttemptsRepository.find(await userId(app, 'soldto@portal.test'), scheduleKey(Number(id)));
    expect(attempt).toMatchObject({ state: 'succeeded' });
    const view = ((await list('soldto')).json().Items as { Id: string }[]).find((item) => item.Id === id);
    expect(view).toMatchObject({ State: 'charged', PaymentId: String(attempt!.id) });
    // The ledger's line is in the history as charged.
    const history = await app.inject({ method: 'GET', url: '/api/payments/history', headers: bearer(t.tokens.soldto!) });
    expect(history.json().Items.find((item: { Id: string }) => item.Id === String(attempt!.id))).toMatchObject({ Status: 'charged' });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your scheduled payment of 2026-02-10 was made');
    expect(sent[0]!.text_body).toContain('$100.00');

    // Cancelling or moving it now: 409.
    expect((await cancel('soldto', id)).statusCode).toBe(409);
    expect((await move('soldto', id, { scheduled_date: '2026-02-12' })).statusCode).toBe(409);
  });

  it('never charges twice: a second run, and a run after a crash that left it running, replay the ledger', async () => {
    const id = (await schedule('soldto', onDay('2026-02-05'))).json().Id as string;
    await runAt('2026-02-05T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    const mailCount = (await mails()).length;
    // A second job for the same schedule does nothing: the row is charged.
    await app.jobs.enqueue({ name: SCHEDULED_PAYMENT_JOB, payload: { scheduleId: Number(id) } });
    await runAt('2026-02-05T12:01:00Z');
    expect(erpPayments()).toHaveLength(1);
    expect(await mails()).toHaveLength(mailCount);
    // The process died after the ERP charged, before the outcome was recorded: the retry charges
    // the same body under the same key, and the ledger answers the first outcome.
    await app.db.query("UPDATE scheduled_payments SET state = 'running' WHERE id = $1", [id]);
    await app.jobs.enqueue({ name: SCHEDULED_PAYMENT_JOB, payload: { scheduleId: Number(id) } });
    expect(await runAt('2026-02-05T12:10:00Z')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(erpPayments()).toHaveLength(1);
    expect(await state(id)).toMatchObject({ state: 'charged' });
  });

  it('skips documents paid or cleared since, charges the rest, and says so in the mail', async () => {
    const id = (await schedule('soldto', onDay('2026-02-06', {}, [row('100100', DOC.open, 100), row('100100', DOC.partlyPaid, '50.25', { reason_code: '03' })]))).json()
      .Id as string;
    erp.clearedDocuments.add(OPEN);
    await runAt('2026-02-06T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    expect(erpPayments()[0]!.documents.map((d) => [d.billing_document_number.replace(/^0+/, ''), d.amount_to_process])).toEqual([[PARTLY, 50.25]]);
    expect(await state(id)).toEqual({ state: 'charged', skipped: [OPEN] });
    const mail = (await mails()).at(-1)!;
    expect(mail.text_body).toContain(`Skipped, paid or cleared since it was scheduled: ${OPEN}.`);
    expect(mail.text_body).toContain('$50.25');
  });

  it('charges nothing when every document was paid since', async () => {
    const id = (await schedule('soldto', onDay('2026-02-06'))).json().Id as string;
    erp.clearedDocuments.add(OPEN);
    await runAt('2026-02-06T12:00:00Z');
    expect(erpPayments()).toEqual([]);
    expect(await state(id)).toEqual({ state: 'skipped', skipped: [OPEN] });
    expect((await mails()).at(-1)!.subject).toBe('Your scheduled payment of 2026-02-06 was not needed');
  });

  it('fails, charging nothing, when the ERP does not show the documents at all (never taken for paid)', async () => {
    const id = (await schedule('soldto', onDay('2026-02-06'))).json().Id as string;
    erp.searchStatus = { message_type: 'E', message_line_string: 'Search refused' };
    await runAt('2026-02-06T12:00:00Z');
    expect(erpPayments()).toEqual([]);
    expect(await state(id)).toEqual({ state: 'failed', skipped: [] });
    expect((await mails()).at(-1)!.subject).toBe('Your scheduled payment of 2026-02-06 could not be made');
  });

  it('records a decline as failed and mails what to do next', async () => {
    erp.customizing['1000'] = NO_CVV_COMPANY;
    const id = (await schedule('soldto', onDay('2026-02-07', {}, undefined, { ...CARD, payment_card_token: DECLINED_TOKEN }))).json().Id as string;
    await runAt('2026-02-07T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    expect(await state(id)).toMatchObject({ state: 'failed' });
    expect((await mails()).at(-1)!.text_body).toContain('Nothing was charged.');
  });

  it('retries later when the ERP cannot be reached, and charges once when it is back', async () => {
    const id = (await schedule('soldto', onDay('2026-02-08'))).json().Id as string;
    erp.setDown(true);
    try {
      expect(await runAt('2026-02-08T12:00:00Z')).toEqual([expect.objectContaining({ outcome: 'waiting' })]);
    } finally {
      erp.setDown(false);
    }
    expect(await runAt('2026-02-08T12:05:00Z')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(erpPayments()).toHaveLength(1);
    expect(await state(id)).toMatchObject({ state: 'charged' });
  });

  it('a cancelled one never runs; a moved one runs on its new day only', async () => {
    const cancelled = (await schedule('soldto', onDay('2026-02-03'))).json().Id as string;
    const cancelledView = await cancel('soldto', cancelled);
    expect(cancelledView.json()).toMatchObject({ State: 'cancelled' });
    expect((await cancel('soldto', cancelled)).statusCode).toBe(409);

    const moved = (await schedule('soldto', onDay('2026-02-03'))).json().Id as string;
    expect((await move('soldto', moved, { scheduled_date: '2026-02-20' })).json()).toMatchObject({ message: SCHEDULE_DATE_TEXTS.afterDueDate });
    expect((await move('soldto', moved, { scheduled_date: '2026-02-04' })).json()).toMatchObject({ ScheduledDate: '2026-02-04', State: 'scheduled' });

    await runAt('2026-02-03T12:00:00Z');
    expect(erpPayments()).toEqual([]);
    expect(await state(cancelled)).toMatchObject({ state: 'cancelled' });
    expect(await state(moved)).toMatchObject({ state: 'scheduled' });
    await runAt('2026-02-04T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    expect(await state(moved)).toMatchObject({ state: 'charged' });
  });

  // Two whole API servers need a database server: embedded PGlite is one process's alone.
  (database.name === 'postgres' ? it : it.skip)('charges once with two API servers on one PostgreSQL, even with two jobs for one schedule', async () => {
    const second = await buildTestApp(t.prepared, t.erp.url, {}, { jobs: { enabled: false, clock, timeZone: 'America/Chicago' }, payments: { reconcileIntervalMs: 0 } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) ids.push((await schedule('soldto', onDay('2026-02-09'))).json().Id as string);
      // A stray second job for the first schedule: the row and the ledger still allow one charge.
      await app.jobs.enqueue({ name: SCHEDULED_PAYMENT_JOB, uniqueKey: `stray-${ids[0]}`, payload: { scheduleId: Number(ids[0]) }, runAt: new Date('2026-02-09T12:00:00Z') });
      erp.paymentDelayMs = 200;
      clock.set('2026-02-09T12:00:00Z');
      await Promise.all([app.jobs.runDue(), second.jobs.runDue()]);
      // A run that found the other's charge still pending is retried later, and replays it.
      await runAt('2026-02-09T12:10:00Z');
      await second.jobs.runDue(new Date('2026-02-09T12:20:00Z'));
      expect(erpPayments()).toHaveLength(3);
      expect(new Set(erpPayments().map((p) => (p as { portal_reference?: string }).portal_reference)).size).toBe(3);
      for (const id of ids) expect(await state(id)).toMatchObject({ state: 'charged' });
    } finally {
      await second.close();
    }
  });

  it('lets staff impersonating the customer schedule, named on the line; staff alone may not', async () => {
    const id = await userId(app, 'soldto@portal.test');
    expect((await schedule('staff', onDay('2026-02-10'))).statusCode).toBe(403);
    await startImpersonating(app, t.tokens.staff!, id);
    const response = await schedule('staff', onDay('2026-02-10'), `?userid=${id}`);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ MadeBy: 'Sam Staff' });
    expect((await cancel('soldto', response.json().Id)).statusCode).toBe(200);
  });
});

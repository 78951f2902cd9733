import type { FastifyInstance } from 'fastify';
import type { PaymentRequest } from 'shared/server';
import { AUTOPAY_JOB } from '../src/plugins/app/autopay';
import { autopayKey } from '../src/services/autopay/autopay-run';
import { autopaySettings } from '../src/services/config/autopay-settings';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { COMPANY_1000, ECHECK, saveTestMethods } from './helpers/payments';
import { bearer, useApiTest, userId } from './helpers/test-app';

/** A clock the test sets by hand: AutoPay runs when the test says it is morning. */
function fakeClock(start: string) {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso: string) => void (now = new Date(iso)) };
}

const OPEN = billingNumber('100100', DOC.open);
const PARTLY = billingNumber('100100', DOC.partlyPaid);
const CREDIT = billingNumber('100100', DOC.credit);
const CLEARED = billingNumber('100100', DOC.cleared);

interface Mail {
  kind: string;
  subject: string;
  text_body: string;
}

/*
 * The fake ERP's documents of 100100 are due on 14 February 2026. Enrolled on 1 February to pay
 * 3 days before the due date, their AutoPay day is the 11th; with 3 days of notice, the notice
 * goes on the 8th. The company's mornings are 06:00 in Chicago (12:00 UTC).
 */
describe.each(databases)('AutoPay runs ($name)', (database) => {
  const clock = fakeClock('2026-02-01T15:00:00Z');
  const t = useApiTest(database, {
    logins: ['soldto'],
    build: { jobs: { enabled: false, clock, timeZone: 'America/Chicago' }, payments: { reconcileIntervalMs: 0 } },
  });
  let app: FastifyInstance;
  let erp: FakeErp;
  let base = 0;
  const erpPayments = () => erp.calls.slice(base).filter((c) => c.url === '/erp/invoice/payments').map((c) => c.body as PaymentRequest);
  const mails = async () =>
    (await app.db.query<Mail>("SELECT kind, subject, text_body FROM mail_outbox WHERE kind LIKE 'autopay%' ORDER BY id")).rows;
  /** The company's morning at `iso`: the daily schedule's job if it is due, else one enqueued for that moment (the tests share one queue). */
  const runAt = async (iso: string) => {
    clock.set(iso);
    await app.jobs.enqueue({ name: AUTOPAY_JOB, uniqueKey: `morning-${iso}`, payload: {}, runAt: new Date(iso) });
    return (await app.jobs.runDue()).filter((job) => job.name === AUTOPAY_JOB);
  };
  const enrol = async (extra: object = {}) => {
    clock.set('2026-02-01T15:00:00Z');
    const response = await app.inject({
      method: 'PUT',
      url: '/api/autopay',
      headers: bearer(t.tokens.soldto!),
      payload: {
        Account: '100100',
        CompanyCode: '1000',
        PaymentCardToken: ECHECK.payment_card_token,
        Timing: 'before',
        DaysBefore: 3,
        AgreementVersion: autopaySettings({}).version,
        Accepted: true,
        ...extra,
      },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ Id: string }>().Id;
  };
  const runs = async (id: string) =>
    (await app.db.query<{ kind: string; state: string; run_date: string; documents: string[] }>(
      "SELECT kind, state, to_char(run_date, 'YYYY-MM-DD') AS run_date, documents FROM autopay_runs WHERE enrolment_id = $1 ORDER BY id",
      [id],
    )).rows;

  beforeAll(() => {
    ({ app, erp } = t);
  });
  beforeEach(async () => {
    erp.reset();
    base = erp.calls.length;
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
    // Each test starts with no AutoPay and an empty outbox of AutoPay mails.
    await app.db.query("UPDATE autopay_enrolments SET state = 'stopped'");
    await app.db.query("DELETE FROM mail_outbox WHERE kind LIKE 'autopay%'");
  });

  it('mails the advance notice once, then pays the open invoices once on their AutoPay day, and mails the result', async () => {
    const id = await enrol();
    expect(await runAt('2026-02-07T12:00:00Z')).toEqual(expect.arrayContaining([expect.objectContaining({ outcome: 'done' })]));
    expect(await mails()).toEqual([]);

    await runAt('2026-02-08T12:00:00Z');
    const [notice] = await mails();
    expect(notice).toMatchObject({ kind: 'autopay_notice', subject: expect.stringMatching(/^AutoPay will pay \$[\d,.]+ for account 100100 on 02\/11\/2026$/) });
    expect(notice!.text_body).toContain(`Invoice ${OPEN}, due 02/14/2026`);
    expect(notice!.text_body).toContain(`Invoice ${PARTLY}`);
    expect(notice!.text_body).not.toContain(CREDIT);
    expect(notice!.text_body).not.toContain(CLEARED);
    expect(notice!.text_body).toContain('Total: $');
    expect(notice!.text_body).toContain('http://localhost:8080/settings/autopay');
    // The job again that morning, or a retry: no second notice.
    await runAt('2026-02-08T12:05:00Z');
    expect(await mails()).toHaveLength(1);
    expect(erpPayments()).toEqual([]);

    await runAt('2026-02-11T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    const paid = erpPayments()[0]!.documents.map((d) => d.billing_document_number.replace(/^0+/, ''));
    expect(paid).toEqual(expect.arrayContaining([OPEN, PARTLY]));
    expect(paid).not.toContain(CREDIT);
    expect(erpPayments()[0]!.payment_detail).toMatchObject({ payment_method: 'EC', payment_card_token: ECHECK.payment_card_token });
    expect(erpPayments()[0]!.payment_detail).not.toHaveProperty('card_validation_code');
    expect(await runs(id)).toEqual([
      expect.objectContaining({ kind: 'notice', state: 'noticed', run_date: '2026-02-11' }),
      expect.objectContaining({ kind: 'charge', state: 'charged', run_date: '2026-02-11' }),
    ]);
    const attempt = await app.paymentAttemptsRepository.find(await userId(app, 'soldto@portal.test'), autopayKey(Number(id), '2026-02-11'));
    expect(attempt).toMatchObject({ state: 'succeeded' });
    const result = (await mails()).at(-1)!;
    expect(result).toMatchObject({ kind: 'autopay_result', subject: 'Your AutoPay payment of 02/11/2026 was made' });
    // In the history, and on the page as the last run.
    const history = await app.inject({ method: 'GET', url: '/api/payments/history', headers: bearer(t.tokens.soldto!) });
    expect(history.json().Items.find((item: { Id: string }) => item.Id === String(attempt!.id))).toMatchObject({ Status: 'charged' });
    const page = await app.inject({ method: 'GET', url: '/api/autopay', headers: bearer(t.tokens.soldto!) });
    expect(page.json().Enrolments[0].LastRun).toMatchObject({ Date: '2026-02-11', State: 'charged', PaymentId: String(attempt!.id) });

    // The next mornings: the documents were taken on once, never again.
    await runAt('2026-02-11T12:30:00Z');
    await runAt('2026-02-12T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    expect((await mails()).filter((m) => m.kind === 'autopay_result')).toHaveLength(1);
  });

  it('charges nothing above the maximum, and mails the customer why', async () => {
    const id = await enrol({ Maximum: '1.00' });
    await runAt('2026-02-08T12:00:00Z');
    expect((await mails())[0]).toMatchObject({
      subject: expect.stringMatching(/^AutoPay will not pay \$[\d,.]+ for account 100100 on 02\/11\/2026: above your maximum$/),
      text_body: expect.stringContaining('This is above your AutoPay maximum of $1.00'),
    });
    await runAt('2026-02-11T12:00:00Z');
    expect(erpPayments()).toEqual([]);
    expect((await runs(id)).at(-1)).toMatchObject({ kind: 'charge', state: 'over_maximum' });
    expect((await mails()).at(-1)).toMatchObject({ kind: 'autopay_result', subject: 'Your AutoPay payment of 02/11/2026 was not made: the total is above your maximum' });
  });

  it('does nothing while paused, and nothing for invoices whose AutoPay day came before enrolling', async () => {
    const id = await enrol({ Timing: 'due' });
    await app.inject({ method: 'PATCH', url: `/api/autopay/${id}`, headers: bearer(t.tokens.soldto!), payload: { State: 'paused' } });
    await runAt('2026-02-14T12:00:00Z');
    expect(erpPayments()).toEqual([]);
    expect(await mails()).toEqual([]);
    // Enrolled after the due date: the invoices are overdue, and AutoPay leaves them to the customer.
    await app.db.query("UPDATE autopay_enrolments SET state = 'stopped'");
    clock.set('2026-02-20T15:00:00Z');
    const late = await app.inject({
      method: 'PUT',
      url: '/api/autopay',
      headers: bearer(t.tokens.soldto!),
      payload: { Account: '100100', CompanyCode: '1000', PaymentCardToken: ECHECK.payment_card_token, Timing: 'due', AgreementVersion: autopaySettings({}).version, Accepted: true },
    });
    expect(late.statusCode).toBe(200);
    await runAt('2026-02-21T12:00:00Z');
    expect(erpPayments()).toEqual([]);
  });

  it('fails, charging nothing, when the saved method is gone, and says so', async () => {
    const id = await enrol();
    erp.savedCards['100100'] = [];
    await runAt('2026-02-11T12:00:00Z');
    expect(erpPayments()).toEqual([]);
    expect((await runs(id)).at(-1)).toMatchObject({ kind: 'charge', state: 'failed' });
    expect((await mails()).at(-1)!.text_body).toContain('The payment method AutoPay uses is no longer saved for this account.');
  });

  it('finishes a run a crash left running with the same body and key: the ledger replays, the ERP is charged once', async () => {
    const id = await enrol();
    await runAt('2026-02-11T12:00:00Z');
    expect(erpPayments()).toHaveLength(1);
    // The process died after the ERP charged, before the outcome was recorded.
    await app.db.query("UPDATE autopay_runs SET state = 'running' WHERE enrolment_id = $1 AND kind = 'charge'", [id]);
    await app.db.query("DELETE FROM mail_outbox WHERE kind = 'autopay_result'");
    await runAt('2026-02-11T12:20:00Z');
    expect(erpPayments()).toHaveLength(1);
    expect((await runs(id)).at(-1)).toMatchObject({ kind: 'charge', state: 'charged' });
    expect((await mails()).filter((m) => m.kind === 'autopay_result')).toHaveLength(1);
  });

  it('retries when the ERP cannot be reached, and charges once when it is back', async () => {
    await enrol();
    erp.setDown(true);
    try {
      expect(await runAt('2026-02-11T12:00:00Z')).toEqual(expect.arrayContaining([expect.objectContaining({ outcome: 'waiting' })]));
    } finally {
      erp.setDown(false);
    }
    expect(erpPayments()).toEqual([]);
    expect(await runAt('2026-02-11T12:10:00Z')).toEqual(expect.arrayContaining([expect.objectContaining({ outcome: 'done' })]));
    expect(erpPayments()).toHaveLength(1);
  });
});

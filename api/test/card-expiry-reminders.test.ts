import type { FastifyInstance } from 'fastify';
import { CARD_EXPIRY_MAIL_SUBJECT } from 'shared/server';
import { CARD_EXPIRY_JOB } from '../src/plugins/app/card-expiry-reminders';
import { databases } from './helpers/databases';
import { useApiTest } from './helpers/test-app';

/** A clock the test sets by hand: the daily job runs when the test says it is morning. */
function fakeClock(start: string) {
  let now = new Date(start);
  return { now: () => new Date(now), set: (iso: string) => void (now = new Date(iso)) };
}

interface OutboxMail {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
}

describe.each(databases)('card-expiry reminders ($name)', (database) => {
  // 2 March 2026, 07:00 in Chicago: the day's 06:00 run is over, the next is on the 3rd at 12:00 UTC.
  const clock = fakeClock('2026-03-02T13:00:00Z');
  const t = useApiTest(database, {
    build: { jobs: { enabled: false, clock, timeZone: 'America/Chicago' }, payments: { reconcileIntervalMs: 0 } },
  });
  let app: FastifyInstance;
  let account: string;
  let owners: string[];

  const reminders = async () =>
    (await app.db.query<OutboxMail>("SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox WHERE kind = 'card_expiry' ORDER BY id")).rows;
  const runMorning = async (iso: string) => {
    clock.set(iso);
    return (await app.jobs.runDue()).filter((job) => job.name === CARD_EXPIRY_JOB);
  };

  beforeAll(async () => {
    app = t.app;
    const rows = await app.cardExpiryRemindersRepository.methodOwners();
    account = rows[0]!.primary_acct;
    owners = rows.filter((row) => row.primary_acct === account).map((row) => row.email);
    // Every other account lists no method, so only this account's cards are looked at.
    for (const row of rows) t.erp.savedCards[row.primary_acct] = [];
    t.erp.savedCards[account] = [
      { payment_card_type: 'VISA', payment_card_token: 'tok_expiring', payment_card_name: 'Company card', valid_to: '03-31-2026' },
      { payment_card_type: 'MC', payment_card_token: 'tok_later', payment_card_name: 'Travel', valid_to: '05-31-2026' },
      { payment_card_type: 'AMEX', payment_card_token: 'tok_expired', payment_card_name: 'Old', valid_to: '02-28-2026' },
      { payment_card_type: 'EC', payment_card_token: 'tok_bank', payment_card_name: 'Checking', valid_to: '03-31-2026' },
    ];
  });

  it('is a daily schedule at 06:00 in the company time zone', async () => {
    const schedule = (await app.jobs.overview()).schedules.find((s) => s.name === CARD_EXPIRY_JOB);
    expect(schedule).toMatchObject({ spec: '@daily 06:00', nextRunAt: '2026-03-03T12:00:00.000Z' });
    expect(await runMorning('2026-03-03T11:59:00Z')).toEqual([]);
    expect(await reminders()).toEqual([]);
  });

  it('mails each owner once about a card that expires within 30 days, with a link to the payment methods page', async () => {
    expect(owners.length).toBeGreaterThan(0);
    expect(await runMorning('2026-03-03T12:00:00Z')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    const sent = await reminders();
    expect(sent.map((mail) => mail.to_address).sort()).toEqual([...owners].sort());
    for (const mail of sent) {
      expect(mail.subject).toBe(CARD_EXPIRY_MAIL_SUBJECT);
      expect(mail.text_body).toContain(`the Visa Company card saved for account ${account} expires on March 31, 2026`);
      expect(mail.text_body).toMatch(/https?:\/\/[^\s]+\/settings\/payment-methods/);
      expect(mail.html_body).toContain('/settings/payment-methods');
    }
    // The card that expires later, the expired one and the eCheck get nothing.
    expect(sent.some((mail) => /Travel|Old|Checking/.test(mail.text_body))).toBe(false);
  });

  it('sends nothing again on the following days, nor when the run is repeated', async () => {
    const before = (await reminders()).length;
    expect(await runMorning('2026-03-04T12:00:00Z')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    await app.jobs.enqueue({ name: CARD_EXPIRY_JOB });
    await app.jobs.runDue();
    expect(await reminders()).toHaveLength(before);
  });

  it('reminds of the other card when it comes within 30 days, and of a renewed card with its new expiry', async () => {
    const before = (await reminders()).length;
    // AutoPay pays the account with the Travel card: its reminder says so.
    const owner = (await app.cardExpiryRemindersRepository.methodOwners()).find((row) => row.primary_acct === account)!;
    await app.db.query(
      `INSERT INTO autopay_enrolments (user_id, account, company_code, payment_card_token, payment_card_type, method_name, timing,
         agreement_version, agreement_text, accepted_at, enrolled_on)
       VALUES ($1, $2, $3, 'tok_later', 'MC', 'Master Card ending with *ater', 'due', 'v1', 'text', now(), '2026-03-01')`,
      [owner.user_id, account.replace(/^0+/, ''), owner.company_code],
    );
    // 1 May in Chicago: the Travel card (31 May) is now within 30 days.
    await runMorning('2026-05-01T11:00:00Z');
    const afterMay = await reminders();
    expect(afterMay).toHaveLength(before + owners.length);
    expect(afterMay.at(-1)!.text_body).toContain('Master Card Travel');
    expect(afterMay.at(-1)!.text_body).toMatch(/AutoPay pays the invoices of account \d+ with this card\.[^]*\/settings\/autopay/);
    expect(afterMay[0]!.text_body).not.toContain('AutoPay');
    // The expiring card renewed under the same token, expiring again in 30 days: a new reminder.
    t.erp.savedCards[account]![0] = { payment_card_type: 'VISA', payment_card_token: 'tok_expiring', payment_card_name: 'Company card', valid_to: '05-31-2026' };
    await runMorning('2026-05-02T11:00:00Z');
    expect(await reminders()).toHaveLength(before + 2 * owners.length);
  });

  it('retries when the ERP cannot list an account, without mailing twice what was sent', async () => {
    const before = (await reminders()).length;
    t.erp.setDown(true);
    try {
      expect(await runMorning('2026-05-03T11:00:00Z')).toEqual([
        expect.objectContaining({ outcome: 'waiting', error: expect.stringContaining('could not be read from the ERP') }),
      ]);
    } finally {
      t.erp.setDown(false);
    }
    // The retry, 5 minutes later, finds everything already sent.
    expect(await runMorning('2026-05-03T11:05:00Z')).toEqual([expect.objectContaining({ outcome: 'done' })]);
    expect(await reminders()).toHaveLength(before);
  });
});

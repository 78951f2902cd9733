import type { FastifyInstance } from 'fastify';
import { retryDelaySeconds } from '../src/plugins/app/mail-worker';
import { buildReceipt, renderTemplate } from '../src/services/payments/receipts';
import { defaultSystemConfiguration } from '../src/services/config/system-config-defaults';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { CARD, COMPANY_1000, deposit, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { closedPort, startSmtp, type TestSmtp } from './helpers/smtp';
import { buildTestApp, login, useApiTest } from './helpers/test-app';

describe('receipt templates', () => {
  it('fills {{name}} and {Name} placeholders without regard to case, and keeps unknown ones', () => {
    expect(renderTemplate('{{rows}} | {Total} | {{ Amount }} | {{nope}}', { rows: 'R', total: 'T', amount: 'A' })).toBe('R | T | A | {{nope}}');
  });

  it('builds a receipt from the configured templates, the defaults when they are empty', () => {
    const config = { ...defaultSystemConfiguration('http://erp'), ReceiptEmailBody: '', ReceiptEmailRow: '', ReceiptBcc: 'audit@x.test' };
    const lines = [
      { document: '90001000', cents: 10_000, currency: 'USD', authorization: 'A1', message: 'ok' },
      { document: '90001001', cents: 10, currency: 'USD', authorization: 'A2', message: 'ok' },
    ];
    const mail = buildReceipt(config, { email: 'pat@x.test', first_name: 'Pat', last_name: 'Payer' }, 'payment', lines);
    expect(mail).toMatchObject({ to: 'pat@x.test', bcc: 'audit@x.test', kind: 'payment_receipt' });
    expect(mail!.text).toContain('Dear Pat');
    expect(mail!.text).toContain('90001000: $100.00 (authorization A1)');
    expect(mail!.text).toContain('Total: $100.10');
    expect(buildReceipt(config, { email: 'pat@x.test', first_name: 'P', last_name: '' }, 'payment', [])).toBeNull();
  });

  it('waits longer after each failure, up to a limit', () => {
    expect([1, 2, 3, 4, 20].map((n) => retryDelaySeconds(n, 30, 3600))).toEqual([30, 60, 120, 240, 3600]);
  });
});

describe.each(databases)('receipt mail ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer'], build: { mailWorker: { enabled: false, maxAttempts: 3 } } });
  let app: FastifyInstance;
  let erp: FakeErp;
  let prepared: PreparedDatabase;
  let smtp: TestSmtp;
  let api: ReturnType<typeof payWith>;
  const useSmtp = async (target: FastifyInstance, port: number) => {
    const config = await target.systemConfigRepository.get();
    await target.systemConfigRepository.update({ ...config, SmtpAddress: '127.0.0.1', SmtpPort: port, ReceiptBcc: 'audit@portal.test' });
  };
  const outbox = async () =>
    (
      await app.db.query<{ id: number; status: string; attempts: number; last_error: string | null; to_address: string; due: boolean }>(
        'SELECT id::int AS id, status, attempts, last_error, to_address, next_attempt_at <= now() AS due FROM mail_outbox ORDER BY id',
      )
    ).rows;
  beforeAll(async () => {
    ({ app, erp, prepared } = t);
    smtp = await startSmtp();
    api = payWith(app, t.tokens);
  });
  afterAll(() => smtp?.close());
  beforeEach(async () => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
    smtp.mails.length = 0;
    await useSmtp(app, smtp.port);
  });

  it('enqueues a receipt with the payment and sends it to the user, Bcc ReceiptBcc', async () => {
    const before = (await outbox()).length;
    const response = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]));
    expect(response.statusCode).toBe(200);
    const queued = (await outbox()).slice(before);
    expect(queued).toEqual([expect.objectContaining({ status: 'pending', to_address: 'soldto@portal.test', attempts: 0 })]);
    const { rows } = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM mail_outbox m JOIN payment_attempts p ON p.id = m.payment_attempt_id WHERE p.state = 'succeeded'",
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.from).toBe('no-reply@portal.test');
    expect(mail.to.sort()).toEqual(['audit@portal.test', 'soldto@portal.test']);
    expect(mail.raw).toContain('payment receipt');
    expect(mail.raw).toContain(`${billingNumber('100100', DOC.open)}: $100.00`);
    expect(mail.raw).toContain('AUTH-');
    expect(mail.raw).not.toMatch(/^Bcc:/m);
    expect((await outbox()).at(-1)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
  });

  it('sends a deposit receipt, and none for a declined card', async () => {
    expect((await api.deposit('payer', deposit('200100', '1000'))).statusCode).toBe(200);
    const before = (await outbox()).length;
    const declined = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], { ...CARD, payment_card_token: DECLINED_TOKEN }));
    expect(declined.statusCode).toBe(200);
    expect((await outbox()).length).toBe(before);
    await app.mailWorker.runOnce();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toContain('payer@portal.test');
    expect(smtp.mails[0]!.raw).toContain('DEP-1: $500.00 (authorization AUTH-DEP-1)');
  });

  it('keeps a mail the SMTP server refused and retries it later; the payment is unaffected', async () => {
    await useSmtp(app, await closedPort());
    const response = await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.partlyPaid, 250.5)]));
    expect(response.statusCode).toBe(200);
    expect(response.json().status[0].message_type).toBe('S');
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const failed = (await outbox()).at(-1)!;
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, due: false });
    expect(failed.last_error).toEqual(expect.any(String));
    // Not due yet: the next round leaves it alone.
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
    await useSmtp(app, smtp.port);
    await app.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [failed.id]);
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect((await outbox()).at(-1)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives a mail up after the last attempt and keeps it (status failed)', async () => {
    await useSmtp(app, await closedPort());
    await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.noPdf, 60)]));
    const id = (await outbox()).at(-1)!.id;
    for (let i = 0; i < 3; i += 1) {
      await app.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);
      await app.mailWorker.runOnce();
    }
    expect((await outbox()).at(-1)).toMatchObject({ id, status: 'failed', attempts: 3 });
  });

  it('runs the worker with the app: a receipt goes out by itself, and closing stops it', async () => {
    const worker = await buildTestApp(prepared, erp.url, {}, { mailWorker: { enabled: true, intervalMs: 100 } });
    try {
      await useSmtp(worker, smtp.port);
      const payer = payWith(worker, { soldto: (await login(worker, 'soldto@portal.test')).token });
      expect((await payer.pay('soldto', payment('100100', '1000', [row('100200', DOC.open, 100)]))).statusCode).toBe(403);
      expect((await payer.pay('soldto', payment('100200', '1100', [row('100200', DOC.open, 100)]))).statusCode).toBe(200);
      await smtp.waitFor(1);
      expect(smtp.mails[0]!.raw).toContain(`${billingNumber('100200', DOC.open)}: $100.00`);
    } finally {
      await worker.close();
    }
  });
});

describe.each(databases)('SMTP settings in sandbox mode ($name)', (database) => {
  it('point the configuration at SMTP_HOST/SMTP_PORT, also on a restart, and keep it without them', async () => {
    const erp = await startFakeErp();
    const prepared = await database.preparePersistent();
    const smtpOf = async (env: Record<string, string>) => {
      const app = await buildTestApp(prepared, erp.url, env);
      try {
        const config = await app.systemConfigRepository.get();
        return [config.SmtpAddress, config.SmtpPort];
      } finally {
        await app.close();
      }
    };
    try {
      expect(await smtpOf({ SMTP_PORT: '2626' })).toEqual(['127.0.0.1', 2626]);
      expect(await smtpOf({ SMTP_HOST: 'mail.local', SMTP_PORT: '2727' })).toEqual(['mail.local', 2727]);
      expect(await smtpOf({})).toEqual(['mail.local', 2727]);
    } finally {
      await prepared.cleanup();
      await erp.close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { retryDelaySeconds } from '../src/plugins/app/mail-worker';
import { depositReceiptBasis, paymentReceiptBasis, type PaymentRequest } from 'shared/server';
import { buildReceipt, upgradeReceiptTemplate } from '../src/services/payments/receipts';
import { defaultSystemConfiguration } from '../src/services/config/system-config-defaults';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { billingNumber, DOC } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { CARD, COMPANY_1000, deposit, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { closedPort, startSmtp, type TestSmtp } from './helpers/smtp';
import { buildTestApp, login, useApiTest } from './helpers/test-app';

describe('receipt templates', () => {
  const basis = (documents: Array<[string, string, number, number]>) =>
    paymentReceiptBasis({
      payer_data: { customer_number: '0000100100', company_code: '1000' },
      payment_detail: { payment_method: 'CC', payment_card_type: 'VISA', payment_card_token: 'tok_abc_4111111111111111', payment_card_name: 'Pat' },
      documents: documents.map(([billing, finance, open, paid]) => ({
        billing_document_number: billing,
        document_number_finance: finance,
        line_item_in_the_relevant_invoice: '001',
        fiscal_year_of_the_relevant_invoice: '2026',
        open_amount: open,
        amount_to_process: paid,
        currency_key: 'USD',
        reason_code: '',
        reason_description: '',
        comment: '',
        reference_number: '',
      })) as unknown as PaymentRequest['documents'],
    });
  const answer = (...lines: Array<[string, 'S' | 'E', string]>) => ({
    status: lines.map(([finance, type, auth], i) => ({ index_number: i + 1, document_number_finance: finance, message_type: type, message_number: '', message_line_string: type === 'S' ? 'Posted' : 'Declined', authorization_reference_code: auth })),
    payed: lines.filter(([, type]) => type === 'S').map(([finance, , auth]) => ({ document_number_finance: finance, authorization_reference_code: auth })),
  });
  const context = { payerName: 'Summit Towers LLC', brandId: 2, at: new Date(Date.UTC(2026, 10, 25, 14, 5)) };
  const user = { email: 'pat@x.test', first_name: 'Pat', last_name: 'Payer' };

  it('reads {{name}} and {name} templates of any case in the {Placeholder} form, and keeps unknown ones', () => {
    expect(upgradeReceiptTemplate('{{rows}} | {Total} | {{ Amount }} | {{nope}} | {{company}} | {{message}}')).toBe(
      '{Rows} | {Total} | {Amount} | {{nope}} | {CompanyName} | {Status}',
    );
    const legacy = { ...defaultSystemConfiguration('http://erp'), ReceiptEmailBody: 'Hi {{firstName}}: {{rows}} = {{total}} ({{company}})', ReceiptEmailRow: '{{documentNumber}} {{amount}} {{authorization}}' };
    const mail = buildReceipt(legacy, user, basis([['90001000', '1400001000', 150, 100]]), answer(['1400001000', 'S', 'A1']), context);
    expect(mail!.text).toBe('Hi Pat: 90001000 $100.00 A1 = $100.00 (Elevator Services Customer Portal)');
  });

  it('builds a receipt from the configured templates, the defaults when they are empty', () => {
    const config = { ...defaultSystemConfiguration('http://erp'), ReceiptEmailBody: '', ReceiptEmailRow: '', ReceiptBcc: 'audit@x.test' };
    const mail = buildReceipt(config, user, basis([['90001000', '1400001000', 250, 100], ['90001001', '1400001001', 0.1, 0.1]]), answer(['1400001000', 'S', 'A1'], ['1400001001', 'S', 'A2']), context);
    expect(mail).toMatchObject({ to: 'pat@x.test', bcc: 'audit@x.test', kind: 'payment_receipt' });
    expect(mail!.text).toContain('Dear Pat');
    expect(mail!.text).toContain('90001000: $100.00 (authorization A1)');
    expect(mail!.text).toContain('Total: $100.10');
    expect(buildReceipt(config, user, basis([['90001000', '1400001000', 150, 100]]), answer(['1400001000', 'E', '']), context)).toBeNull();
  });

  it('says when, who, how, each document by its billing number, and what is left to pay, as text and as HTML', () => {
    const config = { ...defaultSystemConfiguration('http://erp'), CompanyName: 'Acme Lifts <Billing>' };
    const mail = buildReceipt(config, user, basis([['0090001000', '1400001000', 1250.5, 1000], ['0090001001', '1400001001', 80, 80], ['0090001002', '1400001002', 50, 50]]), answer(['1400001000', 'S', 'AUTH-1'], ['1400001001', 'S', 'AUTH-2'], ['1400001002', 'E', '']), context)!;
    expect(mail.subject).toBe('Acme Lifts <Billing>: payment receipt');
    for (const shown of ['Date: 11/25/2026 14:05 UTC', 'Payer: Summit Towers LLC', 'Account: 100100', 'Method: Visa ending with *1111', '90001000: $1,000.00 (authorization AUTH-1)', '90001001: $80.00 (authorization AUTH-2)', 'Total: $1,080.00', 'Remaining balance: $250.50', 'Acme Lifts <Billing>']) {
      expect(mail.text).toContain(shown);
    }
    // The customer's billing numbers, never the finance numbers; a declined line is no part of it.
    expect(mail.text).not.toContain('1400001000');
    expect(mail.text).not.toContain('90001002');
    const html = mail.html!;
    expect(html).toContain('<li>90001000: $1,000.00 (authorization AUTH-1)</li>');
    expect(html).toContain('Method: Visa ending with *1111');
    expect(html).toContain('Acme Lifts &lt;Billing&gt;');
    // In the brand of the host (theme 2), not a fixed name.
    expect(html).toContain('Vertex Lift &amp; Escalator');
    expect(html).toContain('background:#8a1538');
    expect(html).not.toContain('Summit Elevator');
  });

  it('says first that staff paid on the customer\'s behalf, whatever the template (docs/product/checkout-and-payments.md#who-may-pay)', () => {
    const config = defaultSystemConfiguration('http://erp');
    const sent = basis([['90001000', '1400001000', 150, 100]]);
    const mail = buildReceipt(config, user, sent, answer(['1400001000', 'S', 'A1']), { ...context, paidBy: 'Sam <Staff>' })!;
    expect(mail.text.startsWith('Paid by Sam <Staff> on your behalf.\n\n')).toBe(true);
    expect(mail.html).toContain('<p>Paid by Sam &lt;Staff&gt; on your behalf.</p>');
    expect(buildReceipt(config, user, sent, answer(['1400001000', 'S', 'A1']), context)!.text).not.toContain('on your behalf');
  });

  it('leaves the remaining balance out of a deposit receipt', () => {
    const config = defaultSystemConfiguration('http://erp');
    const sent = depositReceiptBasis({
      payer_data: { customer_number: '200100', company_code: '1000' },
      payment_detail: { payment_method: 'EC', payment_card_type: 'EC', payment_card_token: 'tok_ec_000123456789', payment_card_name: 'Pat' },
      deposit_detail: { amount_to_process: 500, currency_key: 'USD', reason_code: 'D1', reference_number: 'DEP-1', comment: '' },
    });
    const mail = buildReceipt(config, user, sent, { status: [{ index_number: 1, document_number_finance: '', message_type: 'S', message_number: '', message_line_string: 'ok' }], payed: [{ document_number_finance: '', authorization_reference_code: 'AUTH-DEP-1' }] }, context)!;
    expect(mail.subject).toContain('deposit receipt');
    expect(mail.text).toContain('DEP-1: $500.00 (authorization AUTH-DEP-1)');
    expect(mail.text).toContain('Method: eCheck ending with *6789');
    expect(mail.text).not.toContain('Remaining balance');
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
    const worker = await buildTestApp(prepared, erp.url, {}, { mailWorker: { enabled: true, intervalMs: 100 }, jobs: { pollMs: 100 } });
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

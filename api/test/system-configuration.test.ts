import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { AUTOPAY_NOTICE_DAYS_DEFAULT, CONFIGURATION_VALIDATION, MESSAGES, SMTP_TEST_ANSWERS, type SystemConfigurationView } from 'shared/server';
import { autopaySettings } from '../src/services/config/autopay-settings';
import { databases } from './helpers/databases';
import { closedPort, startSmtp, type TestSmtp } from './helpers/smtp';
import { bearer, buildTestApp, login, useApiTest } from './helpers/test-app';

const V = CONFIGURATION_VALIDATION;
const SECRET = 'smtp-Secret-4711';

/** An SMTP server that wants a login and accepts only mailer / SECRET. */
async function startAuthSmtp(): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === SECRET) return callback(null, { user: 'mailer' });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe.each(databases)('system configuration ($name)', (database) => {
  const t = useApiTest(database, { logins: ['admin', 'manager', 'soldto', 'staff'] });
  let app: FastifyInstance;
  let smtp: TestSmtp;
  let form: Record<string, unknown>;
  const as = (who: string) => bearer(t.tokens[who]!);
  const get = (who = 'admin') => app.inject({ method: 'GET', url: '/api/configuration', headers: as(who) });
  const put = (payload: object, who = 'admin') => app.inject({ method: 'PUT', url: '/api/configuration', headers: as(who), payload });
  const smtpTest = (payload: object, who = 'admin') =>
    app.inject({ method: 'POST', url: '/api/configuration/smtp-test', headers: as(who), payload });

  beforeAll(async () => {
    app = t.app;
    smtp = await startSmtp();
    const { SmtpPasswordSet: _set, ...view } = (await get()).json<SystemConfigurationView>();
    form = { ...view, SmtpAddress: '127.0.0.1', SmtpPort: smtp.port };
    expect((await put(form)).statusCode).toBe(200);
  });
  afterAll(() => smtp?.close());
  beforeEach(() => {
    smtp.mails.length = 0;
  });

  it('answers the configuration to CanEditSystemConfig only, never with a password', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('SmtpPassword');
    expect(response.json()).toMatchObject({ SmtpPort: smtp.port, SmtpPasswordSet: false, CcpdfUrl: expect.any(String) });
    for (const who of ['manager', 'soldto', 'staff']) {
      const refused = await get(who);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You need the CanEditSystemConfig permission for this.');
    }
    expect((await app.inject({ method: 'GET', url: '/api/configuration' })).statusCode).toBe(401);
  });

  it.each([
    ['CompanyName', '', V.companyName],
    ['ApplicationUrl', ' ', V.applicationUrl],
    ['SmtpAddress', '', V.smtpAddress],
    ['SmtpPort', '', V.smtpPort],
    ['SmtpPort', 'abc', V.smtpPort],
    ['SmtpPort', 70000, V.smtpPort],
    ['RegistrationRequestEmail', 'not-an-address', V.registrationRequestEmail],
    ['FromAddress', '', V.fromAddress],
    ['ReceiptBcc', 'nope', V.receiptBcc],
    ['CcvideoUrl', '', V.ccvideoUrl],
    ['CcpdfUrl', '', V.ccpdfUrl],
    ['EcvideoUrl', '', V.ecvideoUrl],
    ['EcpdfUrl', '', V.ecpdfUrl],
    // URL settings are absolute http(s) addresses only (docs/security/configuration-values.md).
    ['ApplicationUrl', 'javascript:alert(document.domain)', V.applicationUrlInvalid],
    ['ApplicationUrl', 'data:text/html,<script>alert(1)</script>', V.applicationUrlInvalid],
    ['ApplicationUrl', '/relative/path', V.applicationUrlInvalid],
    ['ApplicationUrl', '//evil.example', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://portal.example/?next=https://evil.example', V.applicationUrlInvalid],
    ['ApplicationUrl', 'https://user:pass@portal.example', V.applicationUrlInvalid],
    ['ApplicationUrl', 'java\nscript:alert(1)', V.applicationUrlInvalid],
    ['ApplicationUrl', 'http:portal.example', V.applicationUrlInvalid],
    ['CcvideoUrl', 'javascript:alert(1)', V.ccvideoUrlInvalid],
    ['CcpdfUrl', 'data:application/pdf;base64,JVBERi0=', V.ccpdfUrlInvalid],
    ['EcvideoUrl', 'ftp://files.example/ec.mp4', V.ecvideoUrlInvalid],
    ['EcpdfUrl', 'ec.pdf', V.ecpdfUrlInvalid],
    ['AutopayNoticeDays', 0, V.autopayNoticeDays],
    ['AutopayNoticeDays', 15, V.autopayNoticeDays],
    ['AutopayNoticeDays', 'x', V.autopayNoticeDays],
    ['AutopayNoticeDays', '', V.autopayNoticeDays],
  ])('refuses %s = %j with its message and saves nothing', async (field, value, message) => {
    const before = await app.systemConfigRepository.get();
    const response = await put({ ...form, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await app.systemConfigRepository.get()).toEqual(before);
  });

  it('saves the AutoPay agreement as text and the notice days as a number, and answers both', async () => {
    // A new portal: the portal's own agreement and AUTOPAY_NOTICE_DAYS_DEFAULT.
    expect((await get()).json()).toMatchObject({ AutopayAgreement: '', AutopayNoticeDays: AUTOPAY_NOTICE_DAYS_DEFAULT });
    const agreement = 'Summit charges your saved method on each due date.\n\nYou can stop at any time.';
    const saved = await put({ ...form, AutopayAgreement: `${agreement}\n`, AutopayNoticeDays: ' 7 ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ AutopayAgreement: agreement, AutopayNoticeDays: 7 });
    expect(await app.systemConfigRepository.get()).toMatchObject({ AutopayAgreement: agreement, AutopayNoticeDays: 7 });
    expect((await get()).json()).toMatchObject({ AutopayAgreement: agreement, AutopayNoticeDays: 7 });
    expect((await put({ ...form, AutopayAgreement: agreement, AutopayNoticeDays: 14 })).json().AutopayNoticeDays).toBe(14);
    // A body without them (a client from before AutoPay) keeps the stored ones.
    const { AutopayAgreement: _a, AutopayNoticeDays: _d, ...before } = form;
    expect((await put(before)).json()).toMatchObject({ AutopayAgreement: agreement, AutopayNoticeDays: 14 });
    expect((await put(form)).json()).toMatchObject({ AutopayAgreement: '', AutopayNoticeDays: AUTOPAY_NOTICE_DAYS_DEFAULT });
  });

  it('answers the AutoPay defaults for a configuration stored before AutoPay', async () => {
    const stored = await app.systemConfigRepository.get();
    const { AutopayAgreement: _a, AutopayNoticeDays: _d, ...old } = stored;
    await app.systemConfigRepository.update(old);
    try {
      expect((await get()).json()).toMatchObject({ AutopayAgreement: '', AutopayNoticeDays: AUTOPAY_NOTICE_DAYS_DEFAULT });
      expect(autopaySettings(await app.systemConfigRepository.get())).toEqual(autopaySettings({}));
    } finally {
      await app.systemConfigRepository.update(stored);
    }
  });

  it('takes absolute http(s) addresses for the URL settings, a query in an instruction link too', async () => {
    const urls = { ApplicationUrl: 'https://portal.example/billing/', CcvideoUrl: 'https://videos.example/watch?v=card#start', EcpdfUrl: 'HTTP://files.example/ec.pdf' };
    const saved = await put({ ...form, ...urls });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(urls);
    expect((await put(form)).statusCode).toBe(200);
  });

  it('never mails a link built on a stored ApplicationUrl that is not an absolute http(s) address', async () => {
    const stored = await app.systemConfigRepository.get();
    // A value saved before the rule: PUT /api/configuration no longer takes it.
    await app.systemConfigRepository.update({ ...stored, ApplicationUrl: 'javascript:alert(document.domain)//' });
    try {
      const request = { email: 'rita@example.test', firstName: 'Rita', lastName: 'Requester', company: 'Summit', message: 'Access, please.' };
      const response = await app.inject({ method: 'POST', url: '/api/register', payload: request, remoteAddress: '10.8.0.1' });
      expect(response.statusCode).toBe(500);
      const mails = await app.db.query("SELECT id FROM mail_outbox WHERE text_body LIKE '%javascript:%' OR html_body LIKE '%javascript:%'");
      expect(mails.rows).toEqual([]);
    } finally {
      await app.systemConfigRepository.update(stored);
    }
  });

  it('needs SmtpUser and SmtpPassword with SmtpUseUser, then keeps the stored password when the form leaves it blank', async () => {
    expect((await put({ ...form, SmtpUseUser: true, SmtpUser: '', SmtpPassword: SECRET })).json().message).toBe(V.smtpUser);
    expect((await put({ ...form, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: '' })).json().message).toBe(V.smtpPassword);
    const saved = await put({ ...form, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: SECRET });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(saved.json()).toMatchObject({ SmtpPasswordSet: true, SmtpUser: 'mailer' });
    expect((await app.systemConfigRepository.get()).SmtpPassword).toBe(SECRET);
    // The page never has the password: a blank one keeps it.
    expect((await put({ ...form, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: '' })).statusCode).toBe(200);
    expect((await app.systemConfigRepository.get()).SmtpPassword).toBe(SECRET);
    const read = await get();
    expect(read.body).not.toContain(SECRET);
    expect(read.json().SmtpPasswordSet).toBe(true);
    const audit = await app.db.query<{ detail: unknown }>("SELECT detail FROM audit_log WHERE action = 'configuration_saved'");
    expect(JSON.stringify(audit.rows)).not.toContain(SECRET);
    // Another server gets no stored password: it must be typed again, and saving another server
    // without one drops it (docs/security/outbound-connections.md#the-stored-password).
    const moved = await put({ ...form, SmtpPort: Number(form.SmtpPort) + 1, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: '' });
    expect([moved.statusCode, moved.json().message]).toEqual([400, V.smtpPasswordAgain]);
    expect((await put({ ...form, SmtpAddress: 'localhost', SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: '' })).json().message).toBe(V.smtpPasswordAgain);
    expect((await app.systemConfigRepository.get()).SmtpPassword).toBe(SECRET);
    const elsewhere = await put({ ...form, SmtpPort: Number(form.SmtpPort) + 1, SmtpUseUser: false, SmtpPassword: '' });
    expect(elsewhere.json().SmtpPasswordSet).toBe(false);
    expect((await app.systemConfigRepository.get()).SmtpPassword).toBe('');
    expect((await put(form)).statusCode).toBe(200);
  });

  it('refuses a user without CanEditSystemConfig before anything is written', async () => {
    const before = await app.systemConfigRepository.get();
    const refused = await put({ ...form, CompanyName: 'Taken over' }, 'manager');
    expect(refused.statusCode).toBe(403);
    expect(await app.systemConfigRepository.get()).toEqual(before);
    expect((await smtpTest({ ...form, testEmail: 'x@portal.test' }, 'soldto')).statusCode).toBe(403);
    expect(smtp.mails).toHaveLength(0);
  });

  it('is used by the mailer from the next message on, with no restart', async () => {
    expect((await put({ ...form, FromAddress: 'billing@portal.test', FromAddressName: 'Billing' })).statusCode).toBe(200);
    await app.mailer.send({ to: 'pat@portal.test', subject: 'Hello', text: 'Hi' });
    expect(smtp.mails[0]).toMatchObject({ from: 'billing@portal.test', to: ['pat@portal.test'] });
    await put(form);
  });

  describe('SMTP test', () => {
    it('sends a real mail with the settings as typed, stores nothing, and says so', async () => {
      const before = await app.systemConfigRepository.get();
      const audits = async () => (await app.db.query("SELECT 1 FROM audit_log WHERE action = 'configuration_saved'")).rows.length;
      const saves = await audits();
      const unsaved = { ...form, CompanyName: 'Not saved', FromAddress: 'unsaved@portal.test', testEmail: 'admin@portal.test' };
      const response = await smtpTest(unsaved);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sent: true, message: SMTP_TEST_ANSWERS.sent });
      expect(smtp.mails).toEqual([expect.objectContaining({ from: 'unsaved@portal.test', to: ['admin@portal.test'] })]);
      // docs/product/configuration-and-mail.md#smtp-test: the test stores nothing (issue 21 item 1).
      expect(await app.systemConfigRepository.get()).toEqual(before);
      expect((await get()).json()).toMatchObject({ CompanyName: before.CompanyName, FromAddress: before.FromAddress });
      expect(await audits()).toBe(saves);
    });

    it('answers a refused connection with its fixed text', async () => {
      const port = await closedPort();
      const response = await smtpTest({ ...form, SmtpPort: port, testEmail: 'admin@portal.test' });
      expect(response.json()).toEqual({ sent: false, message: SMTP_TEST_ANSWERS.couldNotConnect });
    });

    it('answers an authentication error with its fixed text, uses the stored password for a blank one on its own server, and never echoes it', async () => {
      const auth = await startAuthSmtp();
      try {
        const wrong = await smtpTest({ ...form, SmtpPort: auth.port, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: 'wrong-one', testEmail: 'a@portal.test' });
        expect(wrong.json()).toEqual({ sent: false, message: SMTP_TEST_ANSWERS.authenticationFailed });
        expect(wrong.body).not.toContain('wrong-one');
        await put({ ...form, SmtpPort: auth.port, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: SECRET });
        const stored = await smtpTest({ ...form, SmtpPort: auth.port, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: '', testEmail: 'b@portal.test' });
        expect(stored.json()).toEqual({ sent: true, message: SMTP_TEST_ANSWERS.sent });
        expect(stored.body).not.toContain(SECRET);
        expect(auth.received).toEqual(['b@portal.test']);
      } finally {
        await put({ ...form, SmtpUseUser: false, SmtpPassword: '' });
        await auth.close();
      }
    });

    it('checks the form and the test address first', async () => {
      expect((await smtpTest({ ...form, testEmail: 'nobody' })).json().message).toBe(V.testEmail);
      expect((await smtpTest({ ...form, SmtpAddress: '', testEmail: 'a@portal.test' })).json().message).toBe(V.smtpAddress);
      expect(smtp.mails).toHaveLength(0);
    });
  });

  describe('the ERP side', () => {
    it('shows the ERP configuration read-only, and answers while the ERP is down', async () => {
      const up = await app.inject({ method: 'GET', url: '/api/configuration/erp', headers: as('admin') });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ ErpUrl: t.erp.url, Connection: { ok: true } });
      expect(Object.keys(up.json().Configuration)).toEqual(['Company codes', 'Sales organizations', 'Payment configuration']);
      expect(Object.keys(up.json().Configuration['Payment configuration'])).toEqual(['1000', '1100', '2000', '0020', 'JP01']);
      t.erp.setDown(true);
      try {
        const down = await app.inject({ method: 'GET', url: '/api/configuration/erp', headers: as('admin') });
        expect(down.statusCode).toBe(200);
        expect(down.json()).toMatchObject({ Connection: { ok: false, message: 'The ERP could not be reached.' }, Configuration: {} });
        // The configuration itself stays editable.
        expect((await get()).statusCode).toBe(200);
      } finally {
        t.erp.setDown(false);
      }
      expect((await app.inject({ method: 'GET', url: '/api/configuration/erp', headers: as('manager') })).statusCode).toBe(403);
    });

    it('lists only the active company codes and sales organizations for the linked-account form', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/configuration/org-units', headers: as('soldto') });
      expect(response.statusCode).toBe(200);
      expect(response.json().CompanyCodes.map((c: { CompanyCode: string }) => c.CompanyCode)).toEqual(['1000', '1100', '2000', '0020', 'JP01']);
      expect(response.json().SalesOrganizations.map((s: { SalesOrganization: string }) => s.SalesOrganization)).not.toContain('1050');
      const staff = await app.inject({ method: 'GET', url: '/api/configuration/org-units', headers: as('staff') });
      expect(staff.statusCode).toBe(403);
      t.erp.setDown(true);
      try {
        const down = await app.inject({ method: 'GET', url: '/api/configuration/org-units', headers: as('soldto') });
        expect(down.statusCode).toBe(502);
        expect(down.json().message).toBe(MESSAGES.configurationError);
      } finally {
        t.erp.setDown(false);
      }
    });
  });
});

describe.each(databases)('the SMTP password in the log ($name)', (database) => {
  it('never appears in any log line, whatever logs it', async () => {
    const prepared = await database.prepare();
    const { startFakeErp } = await import('./helpers/fake-erp');
    const erp = await startFakeErp();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildTestApp(prepared, erp.url, { LOG_LEVEL: 'debug' }, { logger: { level: 'debug', stream } });
    try {
      const { token } = await login(app, 'admin@portal.test');
      const { SmtpPasswordSet: _set, ...view } = (await app.inject({ method: 'GET', url: '/api/configuration', headers: bearer(token) })).json();
      const body = { ...view, SmtpUseUser: true, SmtpUser: 'mailer', SmtpPassword: SECRET };
      expect((await app.inject({ method: 'PUT', url: '/api/configuration', headers: bearer(token), payload: body })).statusCode).toBe(200);
      const port = await closedPort();
      await app.inject({ method: 'POST', url: '/api/configuration/smtp-test', headers: bearer(token), payload: { ...body, SmtpPort: port, testEmail: 'a@portal.test' } });
      // Whatever a future line logs whole: the stored configuration, or a request body.
      app.log.info({ config: await app.systemConfigRepository.get() }, 'configuration');
      app.log.info({ body }, 'request body');
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.join('\n')).not.toContain(SECRET);
      expect(lines.join('\n')).toContain('[redacted]');
    } finally {
      await app.close();
      await erp.close();
      await prepared.cleanup();
    }
  });
});

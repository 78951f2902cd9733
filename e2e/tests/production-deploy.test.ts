import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { payableInvoicesOf100100, payInFullWithSavedVisa } from '../src/api-payment';
import { logIn, newPage } from '../src/browser';
import { payOneInvoiceWithSavedVisa } from '../src/checkout';
import { sandboxCharges, useBrowser } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';
import { operatorCommand, queryValue, startProduction, type ProductionPortal } from '../src/production';
import { typeByKeyboard } from '../src/registration';
import { requestStream } from '../src/request-stream';
import { apiLogin, nextTotpCode, rememberTotpSecret } from '../src/second-factor';
import { REPOSITORY_TEST_JWT_SECRET, resignedToken } from '../src/tokens';

const ADMIN = 'it-admin@deploy.example';
const ADMIN_PASSWORD = 'Ada-deploys-2026!';
const CUSTOMER = 'ap@harborview.example';
const CUSTOMER_PASSWORD = 'Harborview-pays-2026!';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/operations/deploying.md as an operator follows it: outside sandbox mode with a JWT_SECRET of
 * the deploy's own, the first administrator made with `npm run admin -- create`, who sets up the
 * second factor and a customer; the customer pays; API servers are SIGKILLed during payments.
 * Three API servers: one killed between two payments, one in the middle of a charge.
 */
describe('a production deploy', () => {
  const jwtSecret = randomBytes(36).toString('base64url');
  let prod: ProductionPortal;
  let browser: Browser;
  const suite = useBrowser({ page: false });
  beforeAll(async () => {
    prod = await startProduction({ apiEnv: { SANDBOX_MODE: 'false', JWT_SECRET: jwtSecret }, apiCount: 3 });
    ({ browser } = suite);
  }, 240_000);
  afterAll(async () => {
    await prod?.stop();
  });

  const api = (urlPath: string, init: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${prod.url}${urlPath}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  // The operator's command on the API servers' database, with the mail server they write into the configuration.
  const admin = (args: string[]) =>
    operatorCommand('admin', args, { DATABASE_URL: prod.databaseUrl, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(prod.smtpPort) });

  it('starts with no users; the first administrator is made by the command, which mails the invite and refuses a second', async () => {
    expect(queryValue(prod, 'SELECT count(*) FROM users')).toBe('0');
    const demo = await api('/api/token/login', { body: { login: 'admin@portal.test', password: 'Demo-pass-2026' } });
    expect(demo.status).toBe(401);

    const created = admin(['create', '--email', ADMIN, '--first-name', 'Ada', '--last-name', 'Lovelace', '--url', prod.url]);
    expect(created).toMatchObject({ status: 0, output: expect.stringContaining(`Created the administrator ${ADMIN}`) });
    expect(created.output).toContain(`The invite was mailed to ${ADMIN}`);
    const again = admin(['create', '--email', 'second-admin@deploy.example', '--url', prod.url]);
    expect(again).toMatchObject({ status: 1, output: expect.stringContaining(`An administrator exists already (${ADMIN})`) });
    expect(queryValue(prod, 'SELECT count(*) FROM users')).toBe('1');
  }, 240_000);

  it('the administrator sets a password from the mail, is held on the second factor, sets up TOTP and adds a customer', async () => {
    const invite = await waitForMail(prod.sandboxUrl, ADMIN, /./);
    const page = await newPage(browser, { viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(linkIn(invite, `${prod.url}/register/`));
      await page.getByText('Welcome, Ada.', { exact: false }).waitFor();
      await typeByKeyboard(page, [ADMIN_PASSWORD, ADMIN_PASSWORD]);
      await page.waitForURL(`${prod.url}/login`);
      await logIn(page, prod.url, ADMIN, ADMIN_PASSWORD);
      await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
      await page.goto(`${prod.url}/settings/users`);
      await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
      await page.getByLabel('Code', { exact: true }).fill(await nextTotpCode(prod.url, secret));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByTestId('recovery-codes').locator('li').first().waitFor();
      rememberTotpSecret(ADMIN, secret);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
    } finally {
      await page.context().close();
    }

    // The customer, as a script of the administrator's would add them (POST /api/users, then the
    // ERP account: shared/src/domain/endpoints/admin.ts); the login goes through the new second factor.
    const { token } = await apiLogin(prod.url, ADMIN, ADMIN_PASSWORD);
    const user = await api('/api/users', {
      token,
      body: {
        Login: CUSTOMER, Email: CUSTOMER, FirstName: 'Hana', LastName: 'Harbor', Company: 'Harborview Tower Management LLC',
        Status: 'active', PrimaryAccountTypeId: 1, UserRole: 'user',
        Permissions: ['CanManagePaymentMethods', 'CanMakePayment', 'CanManageOwnSAPAccounts'],
      },
    });
    expect(user.status).toBeLessThan(300);
    const { UserId: userId } = (await user.json()) as { UserId: number };
    const account = await api(`/api/users/${userId}/accounts`, { token, body: { PrimaryAcct: '100100', CompanyCode: '1000', SalesOrganization: '1000' } });
    expect(account.status).toBeLessThan(300);
  }, 240_000);

  it('the customer sets a password from the invite mail, logs in and pays an invoice with the saved Visa', async () => {
    const invite = await waitForMail(prod.sandboxUrl, CUSTOMER, /./);
    const page = await newPage(browser);
    try {
      await page.goto(linkIn(invite, `${prod.url}/register/`));
      await page.getByText('Welcome, Hana.', { exact: false }).waitFor();
      await typeByKeyboard(page, [CUSTOMER_PASSWORD, CUSTOMER_PASSWORD]);
      await page.waitForURL(`${prod.url}/login`);
      const before = (await sandboxCharges(prod.sandboxUrl)).length;
      await logIn(page, prod.url, CUSTOMER, CUSTOMER_PASSWORD);
      await page.waitForURL(`${prod.url}/invoices`);
      await payOneInvoiceWithSavedVisa(page, prod.url);
      expect((await sandboxCharges(prod.sandboxUrl)).length).toBe(before + 1);
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('SIGKILLs one API server between two payments and another in the middle of a charge: every request answered, every payment charged once', async () => {
    const { token } = await apiLogin(prod.url, CUSTOMER, CUSTOMER_PASSWORD);
    const payable = (await payableInvoicesOf100100(prod.url, token)).slice(0, 5);
    expect(payable).toHaveLength(5);
    const chargesBefore = (await sandboxCharges(prod.sandboxUrl)).length;
    const numberOf = (d: Record<string, unknown>) => String(d.billing_document_number).replace(/^0+/, '');
    const keys = payable.map((_, i) => `e2e-deploy-${i}-${Date.now()}`);
    const payment = (i: number) => api('/api/invoice/payments', { token, body: payInFullWithSavedVisa(payable[i]!), headers: { 'idempotency-key': keys[i]! } });

    const stream = requestStream();
    stream.startReads(() => [api('/api/erp-status', { token }), api('/api/login-status', { token }), api('/api/config')]);
    // Between two payments' requests: server 0 dies holding no payment, and nginx passes whatever
    // it was answering to another (proxy_next_upstream … non_idempotent, nginx/nginx.conf).
    const statuses: (number | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      if (i === 2) await prod.killApi(0);
      statuses.push((await stream.send(payment(i)))?.status ?? null);
    }
    expect(statuses).toEqual([200, 200, 200, 200]);

    // In the middle of a charge: the ERP charges at once and holds its answer back 15 s, and the
    // server that made the charge is killed meanwhile (docs/operations/deploying.md#a-repeat-after-a-crash).
    const faults = await fetch(`${prod.sandboxUrl}/erp/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hang_after_charge_ms: 15_000, count: 1 }),
    });
    expect(faults.status).toBe(200);
    const cut = payment(4).then(async (response) => ({ status: response.status, text: await response.text() }));
    let charged: { documents: string[] }[] = [];
    for (const until = Date.now() + 120_000; charged.length < 5 && Date.now() < until; ) {
      charged = (await sandboxCharges(prod.sandboxUrl)).slice(chargesBefore) as { documents: string[] }[];
      if (charged.length < 5) await sleep(100);
    }
    expect(charged.at(-1)?.documents).toEqual([numberOf(payable[4]!)]);
    // Which server holds the charge: the ledger row names its api_instances row, which names its pid.
    const pid = Number(queryValue(prod, `SELECT i.pid FROM payment_attempts a JOIN api_instances i ON i.id = a.instance_id WHERE a.idempotency_key = '${keys[4]}'`));
    const holder = prod.apis.findIndex((child) => child.pid === pid);
    expect(holder).toBeGreaterThan(0);
    await prod.killApi(holder);
    // nginx repeats the cut request on the last server. The table's outcomes for a charge made:
    // 200 with the first answer once the killed server no longer counts, or 409 payment_pending
    // when the ERP's answer is late; then the client repeats with the same key until it settles.
    let answer = await cut;
    for (const until = Date.now() + 180_000; answer.status === 409 && Date.now() < until; ) {
      expect(answer.text).toContain('payment_pending');
      await sleep(2000);
      const repeated = await payment(4);
      answer = { status: repeated.status, text: await repeated.text() };
    }
    expect(answer.status).toBe(200);
    for (let i = 0; i < 10; i += 1) await stream.send(api('/api/erp-status', { token }));
    await stream.stop();

    expect(prod.apis.map((child) => child.signalCode)).toEqual(expect.arrayContaining(['SIGKILL', 'SIGKILL']));
    expect(stream.statuses.filter((s) => s !== 200)).toEqual([]);
    // Each payment charged exactly once, also when its key is sent again.
    for (let i = 0; i < payable.length; i += 1) expect((await payment(i)).status).toBe(200);
    const charges = (await sandboxCharges(prod.sandboxUrl)).slice(chargesBefore) as { documents: string[] }[];
    expect(charges).toHaveLength(payable.length);
    for (const d of payable) expect(charges.filter((c) => c.documents.includes(numberOf(d)))).toHaveLength(1);
  }, 420_000);

  it("refuses tokens not signed with the deploy's own JWT_SECRET; the server kept no secret of its own", async () => {
    const { token } = await apiLogin(prod.url, CUSTOMER, CUSTOMER_PASSWORD);
    expect((await api('/api/sessions', { token })).status).toBe(200);
    // The same claims (this user, this live session) signed with the repository's test secret, or
    // with a secret of the right length that is not the deploy's.
    for (const secret of [REPOSITORY_TEST_JWT_SECRET, randomBytes(36).toString('base64url')]) {
      expect((await api('/api/sessions', { token: resignedToken(token, secret) })).status).toBe(401);
    }
    expect(resignedToken(token, jwtSecret)).toBe(token);
    // Sandbox mode's generated secret (api/src/plugins/app/auth.ts) was never made.
    expect(queryValue(prod, "SELECT count(*) FROM app_secrets WHERE name = 'jwt_secret'")).toBe('0');
  }, 240_000);
});

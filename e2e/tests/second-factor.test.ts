import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from '../src/browser';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { useBrowser, usePortal } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';
import { typeByKeyboard } from '../src/registration';
import { addVirtualAuthenticator, apiLogin, nextTotpCode, rememberTotpSecret } from '../src/second-factor';

/**
 * docs/security/second-factor.md in Chromium: new staff set up TOTP at their first login and can do
 * nothing else before; they log in with a code; a passkey made and used with Chromium's virtual
 * authenticator.
 */
describe('second factor', () => {
  const own = usePortal();
  const suite = useBrowser({ page: false });
  let page: Page;
  const LOGIN = 'nina.new-staff@example.test';
  const PASSWORD = 'Nina-pass-2026';

  beforeAll(async () => {
    page = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // An administrator makes a staff user; she sets her password from the invite mail.
    const admin = await apiLogin(own.portal.url, 'admin@portal.test', DEMO_PASSWORD);
    const created = await fetch(`${own.portal.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({
        Login: LOGIN, FirstName: 'Nina', LastName: 'Newstaff', Company: 'Portal Operations', Email: LOGIN,
        Status: 'active', PrimaryAccountTypeId: 1, UserRole: 'internal',
        Permissions: ['CanViewUsers', 'CanImpersonate', 'CanManageRegistrationRequests'],
      }),
    });
    expect(created.status).toBeLessThan(300);
    const welcome = await waitForMail(own.portal.sandboxUrl, LOGIN, /./);
    await page.goto(linkIn(welcome, `${own.portal.url}/register/`));
    await page.getByText('Welcome, Nina.', { exact: false }).waitFor();
    await typeByKeyboard(page, [PASSWORD, PASSWORD]);
    await page.waitForURL(`${own.portal.url}/login`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('takes new staff to set up TOTP at their first login, holds them there, then shows the recovery codes once', async () => {
    await logIn(page, own.portal.url, LOGIN, PASSWORD);
    await page.waitForURL(`${own.portal.url}/invoices`);
    await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    await expectNoSeriousAxeViolations(page);
    // Nothing else until then: any other page shows the same, and the server refuses them the rest.
    await page.goto(`${own.portal.url}/settings/users`);
    await page.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
    expect(await page.getByRole('heading', { name: 'User Management' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const secret = (await page.getByTestId('totp-secret').getAttribute('data-secret'))!;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.getByRole('link', { name: 'Open in an authenticator app' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open in an authenticator app' }).getAttribute('href')).toMatch(/^otpauth:\/\/totp\//);
    await page.getByLabel('Code', { exact: true }).fill(await nextTotpCode(own.portal.url, secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    expect(await codes.first().innerText()).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expectNoSeriousAxeViolations(page);
    rememberTotpSecret(LOGIN, secret);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    // Then the page they asked for.
    await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
  });

  it('logs in with the code of the authenticator app; a wrong code is refused', async () => {
    await page.context().clearCookies();
    await page.goto(`${own.portal.url}/login`);
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${own.portal.url}/login`);
    await page.getByLabel('Email').fill(LOGIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    const code = page.getByLabel('Code', { exact: true });
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await expectNoSeriousAxeViolations(page);
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('That code is not valid. Try again.').waitFor();
    await page.evaluate(() => sessionStorage.clear());
    await logIn(page, own.portal.url, LOGIN, PASSWORD);
    await page.waitForURL(`${own.portal.url}/invoices`);
  });

  it('registers a passkey in profile → Security and logs in with it (Chromium virtual authenticator)', async () => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await page.goto(`${own.portal.url}/settings/profile`);
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('button', { name: /^Remove Passkey / }).waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.rpId).toBe('localhost');

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${own.portal.url}/login`);
    await page.getByLabel('Email').fill(LOGIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${own.portal.url}/invoices`);
    const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(used.credentials[0]!.signCount).toBeGreaterThan(0);
  });
});

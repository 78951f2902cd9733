import type { Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from '../src/axe';
import { logIn } from '../src/browser';
import { useBrowser, usePortal } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';
import { apiToken } from '../src/users-admin';

/**
 * docs/product/users-and-admin.md#user-form: a user made from a registration request. The request
 * is sent as a visitor sends it, through POST /api/register (docs/product/registration.md).
 */
describe('a user from a registration request', () => {
  const own = usePortal();
  const suite = useBrowser();
  let page: Page;
  beforeEach(() => {
    ({ page } = suite);
  });

  it('fills the form from the request, completes it, and mails the invite', async () => {
    const { url, sandboxUrl } = own.portal;
    const sent = await fetch(`${url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rita.request@portal.test', firstName: 'Rita', lastName: 'Request', company: 'Request Elevators', message: 'Please give me access.' }),
    });
    expect(sent.ok).toBe(true);
    const token = await apiToken(url, 'admin@portal.test');
    const list = (await (await fetch(`${url}/api/register`, { headers: { authorization: `Bearer ${token}` } })).json()) as { registrationRequestId: number; email: string }[];
    const request = list.find((r) => r.email === 'rita.request@portal.test')!;

    await logIn(page, url, 'admin@portal.test');
    await page.waitForURL(`${url}/invoices`);
    await page.goto(`${url}/settings/users/add/${request.registrationRequestId}`);
    await page.getByText('From the registration request of Rita Request').waitFor();
    await expect(page.getByLabel('User Id').inputValue()).resolves.toBe('rita.request@portal.test');
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Rita');
    await expect(page.getByLabel('Company').inputValue()).resolves.toBe('Request Elevators');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('User Saved', { exact: true }).waitFor();
    await page.waitForURL(/\/settings\/users\/\d+$/);

    const completed = (await (await fetch(`${url}/api/register/${request.registrationRequestId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { completed: boolean };
    expect(completed.completed).toBe(true);
    const mail = await waitForMail(sandboxUrl, 'rita.request@portal.test', /your portal account/);
    expect(linkIn(mail, `${url}/register/`)).toMatch(/\/register\/[A-Za-z0-9_-]{43}$/);
  });
});

import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from './browser';
import { apiLogin } from './second-factor';

/** A customer's user id, as the API gives it to that customer. */
export async function userIdOf(baseUrl: string, login: string): Promise<number> {
  const json = { 'content-type': 'application/json' };
  const { token } = await apiLogin(baseUrl, login, DEMO_PASSWORD);
  const auth = { ...json, authorization: `Bearer ${token}` };
  const profile = await fetch(`${baseUrl}/api/token/getuseraccounts`, { method: 'POST', headers: auth, body: '{}' });
  const { UserId } = (await profile.json()) as { UserId: number };
  await fetch(`${baseUrl}/api/token/logout`, { method: 'POST', headers: auth, body: '{}' });
  return UserId;
}

/** Every call the page makes to the portal's /api/, as method and URL. */
export function recordApiCalls(page: Page, baseUrl: string): { method: string; url: URL }[] {
  const calls: { method: string; url: URL }[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${baseUrl}/api/`)) calls.push({ method: request.method(), url: new URL(request.url()) });
  });
  return calls;
}

/**
 * Logs `staff` in and makes them impersonate `customer` as a person does: the users list, the
 * customer's Impersonate tick, which records the start and loads the customer's invoices. Returns
 * the customer's id and the /api/ calls the invoices page made from then on.
 */
export async function impersonate(page: Page, baseUrl: string, staff: string, customer: string) {
  await logIn(page, baseUrl, staff);
  await page.waitForURL(`${baseUrl}/invoices`);
  const id = await userIdOf(baseUrl, customer);
  await page.goto(`${baseUrl}/settings/users`);
  await page.getByLabel('Search users').fill(customer);
  const tick = page.getByRole('checkbox', { name: /^Impersonate / });
  await page.getByRole('status').filter({ hasText: /^1 user$/ }).waitFor();
  // Recording starts once the invoices' document has arrived: the list's own calls (the staff
  // member's, before impersonating) are not the customer's pages'.
  await Promise.all([page.waitForURL(`${baseUrl}/invoices`, { waitUntil: 'commit' }), tick.click()]);
  const calls = recordApiCalls(page, baseUrl);
  await page.waitForLoadState('load');
  return { id, calls };
}

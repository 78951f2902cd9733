import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from './browser';

/** A customer's user id, as the API gives it to that customer (staff have no users page yet). */
export async function userIdOf(baseUrl: string, login: string): Promise<number> {
  const json = { 'content-type': 'application/json' };
  const session = await fetch(`${baseUrl}/api/token/login`, { method: 'POST', headers: json, body: JSON.stringify({ login, password: DEMO_PASSWORD }) });
  const { token } = (await session.json()) as { token: string };
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
 * Logs `staff` in and makes them impersonate `customer` the way the session store keeps it: the
 * impersonated user id in the tab's persisted session, then a reload (the admin page that ticks a
 * user comes later). Returns the customer's id and the /api/ calls made from then on.
 */
export async function impersonate(page: Page, baseUrl: string, staff: string, customer: string) {
  await logIn(page, baseUrl, staff);
  await page.waitForURL(`${baseUrl}/invoices`);
  const id = await userIdOf(baseUrl, customer);
  await page.evaluate((userId) => {
    const stored = JSON.parse(sessionStorage.getItem('portal-session')!) as { state: Record<string, unknown> };
    stored.state.impersonatedUserId = userId;
    sessionStorage.setItem('portal-session', JSON.stringify(stored));
  }, id);
  // Recording starts once the reloaded document has arrived: a call the old page still had on its
  // way (the staff member's own, before impersonating) is not the new page's.
  await page.reload({ waitUntil: 'commit' });
  const calls = recordApiCalls(page, baseUrl);
  await page.waitForLoadState('load');
  return { id, calls };
}

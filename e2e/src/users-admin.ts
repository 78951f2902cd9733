import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, logIn } from './browser';
import { apiLogin } from './second-factor';

/** A bearer token of a demo user, for preparing data through the API as a script would. */
export async function apiToken(baseUrl: string, login: string): Promise<string> {
  // Staff go through their second factor (docs/security/second-factor.md#login).
  return (await apiLogin(baseUrl, login, DEMO_PASSWORD)).token;
}

/** Creates users through POST /api/users as `token`'s user (the list needs more than one page). */
export async function createUsers(baseUrl: string, token: string, prefix: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const n = String(i).padStart(3, '0');
    const response = await fetch(`${baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        Login: `${prefix}${n}@bulk.test`,
        Email: `${prefix}${n}@bulk.test`,
        FirstName: 'Bulk',
        LastName: `${prefix}${n}`,
        Company: 'Paging Test Co',
        Status: 'active',
        PrimaryAccountTypeId: 1,
        UserRole: 'user',
        Permissions: [],
      }),
    });
    if (!response.ok) throw new Error(`creating ${prefix}${n} failed: ${response.status} ${await response.text()}`);
  }
}

/** Logs in and opens /settings/users through the settings tabs, as a person would. */
export async function openUsers(page: Page, baseUrl: string, login: string): Promise<void> {
  await logIn(page, baseUrl, login);
  await page.waitForURL(`${baseUrl}/invoices`);
  await page.goto(`${baseUrl}/settings/users`);
  await page.getByRole('heading', { name: 'User Management', level: 1 }).waitFor();
  await page.getByRole('status').filter({ hasText: /users?$/ }).waitFor();
}

/** The rows of the users table, by the text of their Name cells. */
export async function userNames(page: Page): Promise<string[]> {
  return page.locator('table[aria-label="User Management"] tbody tr td:nth-child(2)').allInnerTexts();
}

/** Waits until the users count says `n` users. */
export async function waitForCount(page: Page, n: number): Promise<void> {
  await page.getByRole('status').filter({ hasText: new RegExp(`^${n.toLocaleString('en-US')} users?$`) }).waitFor();
}

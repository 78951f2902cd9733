import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { completeSecondStep } from './second-factor';

/** Debian's Chromium (apt-get install chromium); a browser download does not work here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

export const DEMO_PASSWORD = 'Demo-pass-2026';

/**
 * Logs in through the login page, as a person would; staff (any login whose TOTP secret the tests
 * know, e2e/src/second-factor.ts) also type the code of their authenticator app.
 */
export async function logIn(page: Page, baseUrl: string, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await completeSecondStep(page, baseUrl, login);
}

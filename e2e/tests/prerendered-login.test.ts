import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { DEMO_PASSWORD, newPage } from '../src/browser';
import { useBrowser } from '../src/harness';
import { repoRoot } from '../src/portal';
import { sharedPortal } from '../src/shared-portal';

/** Holds back every script of the page until `release` is called: the page as it is before its JavaScript. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\.js(\?|$)/, async (route: Route) => {
    held.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { release, held };
}

/** React has taken over the form (its props are on the element once hydrated). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const form = document.querySelector('form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });

/**
 * docs/architecture/prerendered-login.md: /login as the build pre-rendered it shows
 * and takes typing before its JavaScript has run; what was typed survives hydration.
 */
describe('the pre-rendered login page', () => {
  const { url } = sharedPortal();
  const suite = useBrowser({ page: false });

  it('shows the form before any script has run, keeps what was typed through hydration, and logs in', async () => {
    const page = await newPage(suite.browser);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = await holdScripts(page);
    const images: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image') images.push(new URL(r.url()).pathname);
    });
    await page.goto(`${url}/login`, { waitUntil: 'commit' });

    // The page as the HTML brought it: the spec's texts, in the brand's colours, no script run.
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    // The logo, the page's largest paint, is in the page itself: no request of its own.
    const logo = () => page.getByTestId('brand-logo').getAttribute('src');
    expect(await logo()).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(scripts.held).toContain('/main.js');
    expect(await page.evaluate(() => document.querySelector('#root')?.getAttribute('data-prerendered'))).toBe('1');
    expect(await page.title()).toBe('Log In – Summit Elevator – Customer Portal');
    for (const name of ['Log In', 'Register']) expect(await page.getByRole(name === 'Log In' ? 'button' : 'link', { name }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Having trouble logging in?' }).getAttribute('href')).toBe('/request-password-reset');
    // Styled by the inlined theme: the button has the brand's primary colour (theme 1, #0b4f8a).
    expect(await page.getByRole('button', { name: 'Log In' }).evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(11, 79, 138)');

    await page.getByLabel('Email').fill('soldto@portal.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // Sent before any script ran: nothing happens, the page stays, nothing typed is lost and the
    // password never shows in an address.
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Password').press('Enter');
    expect(page.url()).toBe(`${url}/login`);
    expect(await page.getByLabel('Email').inputValue()).toBe('soldto@portal.test');

    scripts.release();
    await hydrated(page);
    // Hydration left the pre-rendered picture as it was, and nothing asked for the logo's file.
    expect(await logo()).toMatch(/^data:image\/svg\+xml,/);
    expect(images.filter((p) => p.endsWith('/logo.svg'))).toEqual([]);
    expect(await page.getByLabel('Email').inputValue()).toBe('soldto@portal.test');
    expect(await page.getByLabel('Password').inputValue()).toBe(DEMO_PASSWORD);
    // The app adopted the values: the form is not refused as empty, the login goes through.
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${url}/invoices`);
    await page.locator('table tbody tr').first().waitFor();
    // Hydration matched the pre-rendered markup: React reported no mismatch.
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await page.context().close();
  });

  it('sends a form submitted while the page hydrates, once hydrated', async () => {
    const page = await newPage(suite.browser);
    // Only the login page's own chunk is held: the app runs, the form is not hydrated yet.
    const dist = path.join(repoRoot, 'shell', 'dist');
    const loginChunk = readdirSync(dist).find((f) => f.endsWith('.js') && readFileSync(path.join(dist, f), 'utf8').includes('Sign in to your account'));
    expect(loginChunk).toBeDefined();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldLoginChunk = false;
    await page.route(`**/${loginChunk}`, async (route) => {
      heldLoginChunk = true;
      await released;
      await route.continue();
    });
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('soldto@portal.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    // The app's code runs once it asks for the page's chunk; the form is not hydrated before it comes.
    while (!heldLoginChunk) await page.waitForTimeout(50);
    await page.getByLabel('Password').press('Enter');
    expect(page.url()).toBe(`${url}/login`);
    release();
    await page.waitForURL(`${url}/invoices`);
    await page.context().close();
  });

  it("is sent in the brand of the host, and the page's title and icon follow it", async () => {
    const { port } = new URL(url);
    // fetch() will not send a Host of our choosing; http.request will.
    const get = (urlPath: string, host: string) =>
      new Promise<string>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
        });
        req.on('error', reject);
        req.end();
      });
    const html = await get('/login', `brand3.localhost:${port}`);
    expect(html).toMatch(/data-prerendered="?3"?/);
    expect(html).toContain('<title>Log In – Keystone – Billing Portal</title>');
    expect(html).toContain('/themes/3/favicon.svg');
    // Every other page path is the shell's page, rendered in the browser.
    expect(await get('/invoices', `brand3.localhost:${port}`)).not.toContain('data-prerendered');
  });
});

import type { Page } from 'playwright-core';
import { newPage } from '../src/browser';
import { useBrowser } from '../src/harness';
import { recordRoundTrips, type RecordedLoad, type RecordedRequest } from '../src/round-trips';
import { sharedPortal } from '../src/shared-portal';

/** The most round trips a cold reload of /invoices may wait for before its first row (issue 23). */
const MAX_ROUND_TRIPS = 4;

/**
 * A cold reload of /invoices, logged in, as a phone on a mobile network meets it: each round trip
 * costs the same there, whatever it carries, so what counts is how many wait for one another
 * (docs/architecture/data-loading.md#first-rows). The request graph is recorded in rounds
 * (e2e/src/round-trips.ts): a count, the same on every machine, never a time (`npm run bench --
 * phone` measures the times).
 */
describe('a cold reload of /invoices', () => {
  const { url } = sharedPortal();
  const suite = useBrowser({ page: false });

  /** A new page with the tab's session as a login leaves it (shared's session store); nothing cached. */
  async function sessionPage(login: string): Promise<Page> {
    const response = await fetch(`${url}/api/token/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login, password: 'Demo-pass-2026' }),
    });
    const { token, refreshToken } = (await response.json()) as { token: string; refreshToken: string };
    // A new context: nothing cached; the tab's session as a login leaves it (shared's session store).
    const page = await newPage(suite.browser);
    await page.addInitScript(
      ([t, r]) => {
        if (!sessionStorage.getItem('portal-session')) {
          const state = { token: t, refreshToken: r, impersonatedUserId: null, selectedAccount: null, isLoggedIn: true };
          sessionStorage.setItem('portal-session', JSON.stringify({ state, version: 0 }));
        }
      },
      [token, refreshToken],
    );
    return page;
  }

  const firstRowShows = (page: Page) => async () => (await page.locator('table tbody tr').count()) > 0;

  async function coldReload(login: string, { listShownBefore = false } = {}): Promise<RecordedLoad> {
    const page = await sessionPage(login);
    try {
      if (listShownBefore) {
        // The list has shown once in this tab (it kept its search); then the cache is emptied.
        await page.goto(`${url}/invoices`);
        await page.locator('table tbody tr').first().waitFor();
        await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      }
      const load = await recordRoundTrips(page, `${url}/invoices`, firstRowShows(page));
      process.stdout.write(
        `${login}: first row after ${load.roundTrips} round trips\n${load.requests.map((r) => `  [${r.roundTrip}] ${r.method} ${r.url.replace(url, '')}  (${r.initiator})`).join('\n')}\n`,
      );
      return load;
    } finally {
      await page.context().close();
    }
  }

  const path = (r: RecordedRequest) => new URL(r.url).pathname;
  const calls = (requests: RecordedRequest[], pathname: string) => requests.filter((r) => path(r) === pathname);

  it.each(['soldto@portal.test', 'bulk@portal.test'])('shows %s the first invoice row after at most 4 round trips', async (login) => {
    const { requests, roundTrips } = await coldReload(login);
    expect(roundTrips).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
    // The page itself, then its code. The page carries the configuration and the remotes' list, so
    // neither is asked for (docs/architecture/phone-reload.md#the-pages-own-answers).
    expect(requests.filter((r) => r.roundTrip === 1).map(path)).toEqual(['/invoices']);
    expect(requests.find((r) => path(r) === '/main.js')?.roundTrip).toBe(2);
    expect([...calls(requests, '/api/config'), ...calls(requests, '/remotes.json')]).toEqual([]);
    // It names the invoices remote by its entry, whose files it preloads: the manifest is not asked
    // for either (docs/architecture/phone-reload.md#the-remotes-entry).
    expect(calls(requests, '/remotes/mfe-invoices/mf-manifest.json')).toEqual([]);
    expect(requests.find((r) => path(r) === '/remotes/mfe-invoices/remoteEntry.js')?.roundTrip).toBe(2);
    // The session's calls go out together, sent by the page's early script as soon as it arrived
    // (beside main.js, not after it has run), and the shell takes their answers: each asked once.
    expect(requests.find((r) => path(r) === '/session-start.js')?.roundTrip).toBe(2);
    const sessionCalls = ['/api/token/getuseraccounts', '/api/customer/getuserpayers', '/api/erp-status'].map((p) => calls(requests, p));
    for (const sent of sessionCalls) expect(sent.map((r) => ({ roundTrip: r.roundTrip, initiator: r.initiator }))).toEqual([{ roundTrip: 3, initiator: 'script /session-start.js' }]);
    // One search, which the remote took over from the shell; the company's configuration once in
    // the whole load, though the top bar and the list both read it.
    expect(calls(requests, '/api/Invoice')).toHaveLength(1);
    expect(calls(requests, '/api/customer/customizing')).toHaveLength(1);
  });

  it.each(['soldto@portal.test', 'bulk@portal.test'])(
    "reloaded once the list has shown, sends %s's search with the session's calls, and the list takes its answer",
    async (login) => {
      const { requests, roundTrips } = await coldReload(login, { listShownBefore: true });
      // The page, its code and the early script, then the session's calls with the search.
      expect(roundTrips).toBeLessThanOrEqual(3);
      // The search the list kept goes out from the early script beside the session's calls, once.
      expect(calls(requests, '/api/Invoice').map((r) => ({ roundTrip: r.roundTrip, initiator: r.initiator }))).toEqual([
        { roundTrip: 3, initiator: 'script /session-start.js' },
      ]);
      expect(calls(requests, '/api/customer/customizing')).toHaveLength(1);
    },
  );

  // A fallback shown on the way holds what replaces it for 300 ms in React, idle on a phone
  // (docs/architecture/phone-main-thread.md#no-fallback-for-code-that-is-there).
  it("renders the frame behind login at once: the app's spinner never shows on the way to the first row", async () => {
    const page = await sessionPage('soldto@portal.test');
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { spinnersSeen: seen });
        new MutationObserver(() => {
          for (const spinner of document.querySelectorAll('.MuiCircularProgress-root[aria-label]')) {
            const label = spinner.getAttribute('aria-label') ?? '';
            if (!seen.includes(label)) seen.push(label);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${url}/invoices`);
      await page.locator('table tbody tr').first().waitFor();
      const seen = await page.evaluate(() => (window as unknown as { spinnersSeen: string[] }).spinnersSeen);
      // The app's spinner ('Loading', while code it renders is on its way) never; the frame's own
      // ('Loading your account', 'Checking the ERP connection') and the area's may.
      expect(seen).not.toContain('Loading');
    } finally {
      await page.context().close();
    }
  });

  // Over HTTP/1.1 the browser asks on six connections per origin: the order of the page's files and
  // whose connections the early calls take decide when the first row can show
  // (docs/architecture/phone-reload.md#the-order-of-the-first-files).
  it("names the shell's files largest first, and sends the early calls without cookies, so not behind the code", async () => {
    const html = await (await fetch(`${url}/invoices`)).text();
    const shellFiles = [...html.matchAll(/<link rel="preload" as="script"[^>]* href="(\/[^/"]+\.js)"/g)].map((m) => m[1] ?? '');
    expect(shellFiles.length).toBeGreaterThan(3);
    const sizes = await Promise.all(shellFiles.map(async (f) => (await (await fetch(`${url}${f}`)).arrayBuffer()).byteLength));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));

    const page = await sessionPage('soldto@portal.test');
    try {
      const cookieOf = new Map<string, string | undefined>();
      page.on('request', (request) => {
        void request.allHeaders().then((headers) => cookieOf.set(`${request.method()} ${new URL(request.url()).pathname}`, headers.cookie));
      });
      await page.goto(`${url}/invoices`);
      await page.locator('table tbody tr').first().waitFor();
      // The tab has a cookie now (its canary bucket, set with the page): the code asks with it.
      cookieOf.clear();
      await page.reload();
      await page.locator('table tbody tr').first().waitFor();
      expect(cookieOf.get('GET /main.js')).toMatch(/=/);
      for (const call of ['POST /api/token/getuseraccounts', 'POST /api/customer/getuserpayers', 'GET /api/erp-status', 'POST /api/Invoice']) {
        expect({ call, cookie: cookieOf.get(call) }).toEqual({ call, cookie: undefined });
      }
    } finally {
      await page.context().close();
    }
  });
});

import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from './browser';
import { startPortal, type PortalOptions, type RunningPortal } from './portal';

/** The set-up every browser suite shares; fields are there from the suite's first hook on. */
export interface BrowserSuite {
  browser: Browser;
  /** A fresh page (in a context of its own) for each test, closed after it; unless `page: false`. */
  page: Page;
}

/** Launches Chromium for the suite and, unless `page: false`, opens a page per test. */
export function useBrowser(options: { page?: boolean } = {}): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  if (options.page !== false) {
    beforeEach(async () => {
      suite.page = await newPage(suite.browser);
    });
    afterEach(async () => {
      await suite.page?.context().close();
    });
  }
  return suite;
}

/**
 * A portal of the suite's own, for suites that change the ERP's data or need another configuration
 * (the others use the shared one, `sharedPortal()`). `options` may be a function, read when the
 * portal starts (after the suite's earlier beforeAll hooks).
 */
export function usePortal(options: PortalOptions | (() => PortalOptions) = {}): { portal: RunningPortal } {
  const suite = {} as { portal: RunningPortal };
  beforeAll(async () => {
    suite.portal = await startPortal(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await suite.portal?.stop();
  });
  return suite;
}

/**
 * A portal of the suite's own and a fresh page per test: the set-up of the suites that pay, which
 * change the ERP's documents. Both are there from the suite's first beforeEach on.
 */
export function usePortalAndPage(): { readonly portal: RunningPortal; readonly page: Page } {
  const own = usePortal();
  const suite = useBrowser();
  return {
    get portal() {
      return own.portal;
    },
    get page() {
      return suite.page;
    },
  };
}

/** What the sandbox ERP charged so far (its payment log). */
export async function sandboxCharges(sandboxUrl: string): Promise<unknown[]> {
  return (await (await fetch(`${sandboxUrl}/erp/payments/log`)).json()) as unknown[];
}

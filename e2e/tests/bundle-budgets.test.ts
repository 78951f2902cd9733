import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { logIn, newPage } from '../src/browser';
import { useBrowser } from '../src/harness';
import { repoRoot } from '../src/portal';
import { recordScripts, totals } from '../src/script-bytes';
import { sharedPortal } from '../src/shared-portal';

interface Budget {
  kib: number;
  files: number;
}
type PageName = 'login' | 'invoices' | 'registration';
type PageBudgets = Record<PageName, Budget>;

/** The whole portal's budgets: the goal, and the figures reached that no change may loosen. */
const portalBudgets = JSON.parse(readFileSync(path.join(repoRoot, 'e2e/bundle-budgets.json'), 'utf8')) as {
  goal: PageBudgets;
  ratchet: PageBudgets;
};
/** Each app's own share, written beside it so that one team's growth shows on its own build. */
const appBudget = (app: string) =>
  (JSON.parse(readFileSync(path.join(repoRoot, app, 'bundle-budget.json'), 'utf8')) as Partial<PageBudgets>);

/**
 * JavaScript budgets of the built portal, cold (docs/architecture/frontend.md#javascript-budgets):
 * every script /login loads, and every script of logging in until the invoice rows show.
 */
describe('JavaScript budgets', () => {
  const { url } = sharedPortal();
  const suite = useBrowser({ page: false });
  const measured: Partial<Record<PageName, ReturnType<typeof totals>>> = {};

  async function measure(name: PageName, walk: (page: Page) => Promise<void>) {
    const page = await newPage(suite.browser);
    const scripts = recordScripts(page, url);
    await walk(page);
    await page.waitForLoadState('networkidle');
    measured[name] = totals(scripts());
    if (process.env.BUDGET_FILES) {
      const list = scripts().map((s) => `${(s.gzipBytes / 1024).toFixed(1).padStart(6)} ${s.app}/${s.file}`).join('\n');
      process.stdout.write(`${name}:\n${list}\n`);
    }
    await page.context().close();
    return measured[name]!;
  }

  const within = (name: PageName) => {
    const figures = measured[name]!;
    // The goal, once met, binds as well: the ratchet can only go lower.
    const { ratchet, goal } = { ratchet: portalBudgets.ratchet[name], goal: portalBudgets.goal[name] };
    const limit = { kib: Math.min(ratchet.kib, goal.kib), files: Math.min(ratchet.files, goal.files) };
    process.stdout.write(`${name}: ${figures.kib.toFixed(1)} KiB gzip in ${figures.files} files (ratchet ${ratchet.kib} KiB / ${ratchet.files}, goal ${goal.kib} KiB / ${goal.files}); ${Object.entries(figures.perApp).map(([app, share]) => `${app} ${share.kib.toFixed(1)} KiB / ${share.files}`).join(', ')}\n`);
    expect(figures.kib).toBeLessThanOrEqual(limit.kib);
    expect(figures.files).toBeLessThanOrEqual(limit.files);
    for (const [app, share] of Object.entries(figures.perApp)) {
      // An app with no share for a page must load nothing there.
      const own = appBudget(app)[name] ?? { kib: 0, files: 0 };
      expect({ app, kib: share.kib <= own.kib, files: share.files <= own.files }).toEqual({ app, kib: true, files: true });
    }
  };

  it('keeps /login within its budget', async () => {
    await measure('login', async (page) => {
      await page.goto(`${url}/login`);
      await page.getByRole('button', { name: 'Log In' }).waitFor();
    });
    within('login');
  });

  it('keeps logging in until the invoice rows show within its budget', async () => {
    let loaded: ReturnType<ReturnType<typeof recordScripts>> = [];
    await measure('invoices', async (page) => {
      const scripts = recordScripts(page, url);
      await logIn(page, url, 'soldto@portal.test');
      await page.locator('table tbody tr').first().waitFor();
      await page.waitForLoadState('networkidle');
      loaded = scripts();
    });
    within('invoices');
    // The list has no form: yup (its default messages are in every build of it) stays behind
    // with the form schemas in 'shared/forms'.
    const withYup = loaded.filter((s) => readFileSync(path.join(repoRoot, s.app, 'dist', s.file), 'utf8').includes('is a required field'));
    expect(withYup.map((s) => `${s.app}/${s.file}`)).toEqual([]);
  });

  // The first public registration page, the self-registration accounts step with its add-account
  // form, stands for them: the later steps, the access request and the mailed links' pages load when
  // opened (mfe-registration's routes.tsx; docs/product/registration.md).
  it('keeps the public registration pages within their budget', async () => {
    await measure('registration', async (page) => {
      await page.goto(`${url}/auto-register/accounts`);
      await page.getByRole('button', { name: 'Add Account' }).waitFor();
    });
    within('registration');
  });
});

import { act, cleanup } from '@testing-library/react';
import { fakeApi, renderAt } from 'shared/testing';
import { usePaymentPageReport } from './use-payment-page-report';
import { loadedScripts, report } from './report-loaded-scripts';

const entry = (name: string, initiatorType: string) => ({ name, initiatorType }) as PerformanceResourceTiming;
const REPORTED = ['/main.js', '/remotes/mfe-payments/1.0.1-ab/17.aaaa.js', 'https://evil.example/skim.js'];

function Layout() {
  usePaymentPageReport();
  return null;
}

describe('the scripts a payment page loaded, reported by the shell', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    // jsdom keeps no Resource Timing: the entries a browser would have, given here.
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: jest.fn() });
    (performance.getEntriesByType as jest.Mock).mockReturnValue([
      entry('http://localhost/main.js', 'script'),
      entry('http://localhost/remotes/mfe-payments/1.0.1-ab/17.aaaa.js?v=1', 'script'),
      entry('http://localhost/main.js', 'link'),
      entry('http://localhost/api/customer/payer', 'xmlhttprequest'),
      entry('https://evil.example/skim.js?card=4111', 'script'),
      entry('http://localhost/themes/1.css', 'link'),
    ]);
    api = fakeApi({ 'POST /client-reports/scripts': () => ({ status: 204, data: null }) });
    jest.useFakeTimers({ doNotFake: ['performance'] });
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    jest.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  /** The reports' bodies once `ms` have passed. */
  async function bodiesAfter(ms: number) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });
    return api.seen.map((request) => request.body);
  }

  it('are read from Resource Timing: same-origin scripts by path, others by origin and path, never a query', () => {
    expect(loadedScripts('http://localhost')).toEqual(REPORTED);
  });

  it('are sent once, a moment after the page shows, naming the page', async () => {
    window.history.replaceState(null, '', '/deposits');
    report('/deposits');
    expect(await bodiesAfter(2900)).toEqual([]);
    expect(await bodiesAfter(100)).toEqual([{ page: '/deposits', scripts: REPORTED }]);
    expect(await bodiesAfter(10_000)).toHaveLength(1);
  });

  it('are not sent for a page left before then; a new visit replaces the one waiting', async () => {
    window.history.replaceState(null, '', '/deposits');
    report('/deposits');
    window.history.replaceState(null, '', '/invoices');
    expect(await bodiesAfter(5000)).toEqual([]);
    window.history.replaceState(null, '', '/invoices/pay');
    report('/invoices/pay');
    report('/invoices/pay');
    expect(await bodiesAfter(5000)).toEqual([{ page: '/invoices/pay', scripts: REPORTED }]);
  });

  // The browser's address is what the reporter checks; renderAt's router keeps its own.
  it.each(['/invoices/pay', '/deposits', '/settings/payment-methods'])('are reported by the layout on the payment page %s', async (page) => {
    window.history.replaceState(null, '', page);
    renderAt(<Layout />, page);
    expect(await bodiesAfter(3000)).toEqual([{ page, scripts: REPORTED }]);
  });

  it.each(['/invoices', '/payments', '/settings/autopay', '/invoices/payment-status'])('are not reported on %s, which is no payment page', async (page) => {
    window.history.replaceState(null, '', page);
    renderAt(<Layout />, page);
    expect(await bodiesAfter(10_000)).toEqual([]);
  });
});

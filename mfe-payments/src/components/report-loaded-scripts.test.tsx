import { act, render } from '@testing-library/react';
import { fakeApi } from 'shared/testing';
import { loadedScripts, ReportLoadedScripts } from './report-loaded-scripts';

const entry = (name: string, initiatorType: string) => ({ name, initiatorType }) as PerformanceResourceTiming;

describe('the scripts a payment page loaded', () => {
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
  });
  afterEach(() => jest.restoreAllMocks());

  it('are read from Resource Timing: same-origin scripts by path, others by origin and path, never a query', () => {
    expect(loadedScripts('http://localhost')).toEqual(['/main.js', '/remotes/mfe-payments/1.0.1-ab/17.aaaa.js', 'https://evil.example/skim.js']);
  });

  it('are sent once, a moment after the page shows, naming the page', async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const api = fakeApi({ 'POST /client-reports/scripts': () => ({ status: 204, data: null }) });
    render(<ReportLoadedScripts page="/deposits" />);
    expect(api.seen).toEqual([]);
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    jest.useRealTimers();
    expect(api.seen.map((request) => request.body)).toEqual([
      { page: '/deposits', scripts: ['/main.js', '/remotes/mfe-payments/1.0.1-ab/17.aaaa.js', 'https://evil.example/skim.js'] },
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useSessionStore, useUiStore, type PaymentHistoryEntry, type PaymentReceipt } from 'shared';
import { fakeApi, ok, refused, signIn, testAccount } from 'shared/testing';
import PaymentsRoutes from './routes';
import { renderAt } from '../testing/render';

const user = userEvent.setup({ delay: null });

const entry = (Id: string, extra: Partial<PaymentHistoryEntry> = {}): PaymentHistoryEntry => ({
  Id,
  At: '2026-11-02T15:30:00.000Z',
  Kind: 'payment',
  Account: '100100',
  CompanyCode: '1000',
  AmountCents: 12_345,
  Currency: 'USD',
  Method: 'Visa ending with *1111',
  Brand: 'Visa',
  LastDigits: '1111',
  Documents: ['90001000', '90001001'],
  Status: 'charged',
  ActedBy: null,
  ...extra,
});

const FIRST_PAGE = [
  entry('31', { ActedBy: 'Sam Staff' }),
  entry('30', { Status: 'failed', Method: 'Visa ending with *0002', LastDigits: '0002' }),
  entry('29', { Kind: 'deposit', Documents: ['DEP-7'], Status: 'checking', AmountCents: 50_000 }),
];

const RECEIPT: PaymentReceipt = {
  Entry: FIRST_PAGE[0]!,
  PayerName: 'Harborview Tower Management LLC',
  Lines: [
    { Document: '90001000', Succeeded: true, Message: 'Payment posted', PaidCents: 10_000, RemainingCents: 0, Currency: 'USD', Authorization: 'AUTH-1' },
    { Document: '90001001', Succeeded: true, Message: 'Payment posted', PaidCents: 2_345, RemainingCents: 655, Currency: 'USD', Authorization: 'AUTH-2' },
  ],
  PaidCents: 12_345,
  RemainingCents: 655,
};

/** The history's answers: the first page has an older one after it. */
function history(pages: Record<string, PaymentHistoryEntry[]> = { '': FIRST_PAGE, c1: [entry('12')] }) {
  return fakeApi({
    'GET /payments/history': (_body, config) => {
      const cursor = (config.params as { Cursor?: string }).Cursor ?? '';
      return ok({ Items: pages[cursor] ?? [], NextCursor: cursor === '' && pages.c1 ? 'c1' : null });
    },
    'GET /payments/history/31': () => ok(RECEIPT),
    'POST /payments/history/31/receipt-mail': () => ({ status: 202, data: { To: 'soldto@portal.test' } }),
    'GET /payments/history/31/pdf': () => ok(new Blob(['%PDF-1.3'], { type: 'application/pdf' })),
    'GET /payments/history/export': () => ok(new Blob(['Date\r\n'], { type: 'text/csv' })),
  });
}

const lines = () => screen.getAllByTestId('history-line');
const lastParams = (api: ReturnType<typeof fakeApi>) => api.calls('GET /payments/history').at(-1)!.params;

beforeEach(() => {
  useSessionStore.getState().clear();
  useUiStore.setState({ toasts: [] });
  signIn({ accounts: [testAccount('100100'), testAccount('200100', { Name: 'Meridian Property Group' })] });
  URL.createObjectURL = jest.fn(() => 'blob:file');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

describe('/payments (docs/product/payment-history.md)', () => {
  it('shows each payment with its date, account, amount, method, documents and status, and who acted for the customer', async () => {
    history();
    renderAt(<PaymentsRoutes />, '/payments');
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payment History' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Account', 'Amount', 'Method', 'Documents', 'Status']);
    expect(lines()).toHaveLength(3);
    expect(lines()[0]).toHaveTextContent('100100$123.45Visa ending with *111190001000, 90001001Charged');
    expect(within(lines()[0]!).getByTestId('acted-by')).toHaveTextContent('Made by Sam Staff for you');
    expect(lines()[1]).toHaveTextContent('Failed');
    expect(lines()[2]).toHaveTextContent('$500.00');
    expect(lines()[2]).toHaveTextContent('Deposit DEP-7');
    expect(lines()[2]).toHaveTextContent('Checking with the ERP');
  });

  it('filters by status and account on the server, from the first page again', async () => {
    const api = history();
    renderAt(<PaymentsRoutes />, '/payments');
    await screen.findByRole('table', { name: 'Payment History' });
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lastParams(api)).toMatchObject({ Cursor: 'c1' }));

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(lastParams(api)).toEqual({ Status: 'failed', Limit: 25 }));

    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.click(await screen.findByRole('option', { name: 'Meridian Property Group (200100)' }));
    await waitFor(() => expect(lastParams(api)).toEqual({ Status: 'failed', Account: '200100', Limit: 25 }));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastParams(api)).toEqual({ Limit: 25 }));
  });

  it('pages older and newer with the cursor the server gave', async () => {
    const api = history();
    renderAt(<PaymentsRoutes />, '/payments');
    await screen.findByRole('table', { name: 'Payment History' });
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(lines()).toHaveLength(3));
    expect(api.calls('GET /payments/history').map((c) => (c.params as { Cursor?: string }).Cursor)).toEqual([undefined, 'c1']);
  });

  it('says when there is nothing yet, and when nothing matches', async () => {
    history({ '': [] });
    renderAt(<PaymentsRoutes />, '/payments');
    expect(await screen.findByTestId('history-empty')).toHaveTextContent('No payments or deposits have been made through the portal for your accounts yet.');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const failed = await screen.findByRole('option', { name: 'Failed' });
    // Scheduled and cancelled payments have their own section: the charges' filter does not offer them.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All statuses', 'Charged', 'Failed', 'Checking with the ERP']);
    await user.click(failed);
    await waitFor(() => expect(screen.getByTestId('history-empty')).toHaveTextContent('No payments match these filters.'));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    let fail = true;
    fakeApi({ 'GET /payments/history': () => (fail ? refused(502, 'ERP down') : ok({ Items: [entry('1')], NextCursor: null })) });
    renderAt(<PaymentsRoutes />, '/payments');
    expect(await screen.findByText('The payments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
  });

  it('shows cards on a phone', async () => {
    history();
    const phone = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList;
    renderAt(
      <ThemeProvider theme={(outer: Theme) => ({ ...outer, components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia: phone } } } })}>
        <PaymentsRoutes />
      </ThemeProvider>,
      '/payments',
    );
    const list = await screen.findByRole('list', { name: 'Payment History' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports the filtered list as a CSV file', async () => {
    const api = history();
    renderAt(<PaymentsRoutes />, '/payments');
    await screen.findByRole('table', { name: 'Payment History' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Charged' }));
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(api.calls('GET /payments/history/export')).toHaveLength(1));
    expect(api.calls('GET /payments/history/export')[0]!.params).toEqual({ Status: 'charged' });
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('opens a receipt from the keyboard, and prints, downloads and mails it again', async () => {
    const api = history();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt(<PaymentsRoutes />, '/payments');
    await screen.findByRole('table', { name: 'Payment History' });
    const link = within(lines()[0]!).getByRole('link', { name: /^Receipt of \$123\.45 on / });
    // Reached with Tab past the filters and the export, opened with Enter.
    for (let i = 0; i < 12 && document.activeElement !== link; i += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Payment Receipt' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/payments/31');
    expect(screen.getByTestId('receipt-payer')).toHaveTextContent('Harborview Tower Management LLC');
    expect(screen.getByTestId('receipt-amount-paid')).toHaveTextContent('$123.45');
    expect(screen.getByTestId('receipt-remaining-balance')).toHaveTextContent('$6.55');
    expect(screen.getByTestId('paid-by')).toHaveTextContent('Sam Staff');
    expect(screen.getAllByTestId('receipt-line').map((l) => l.textContent)).toEqual([
      '90001000Payment posted$100.00$0.00AUTH-1',
      '90001001Payment posted$23.45$6.55AUTH-2',
    ]);

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(api.calls('GET /payments/history/31/pdf')).toHaveLength(1));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Send the receipt again' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => [t.severity, t.message])).toContainEqual(['success', 'The receipt is on its way to soldto@portal.test.']),
    );
    expect(api.calls('POST /payments/history/31/receipt-mail')).toHaveLength(1);
    // A second one within the minute: the server's words.
    fakeApi({ 'POST /payments/history/31/receipt-mail': () => refused(429, 'The receipt was sent again a moment ago. Please check your mailbox, or try again in a minute.') });
    await user.click(screen.getByRole('button', { name: 'Send the receipt again' }));
    await waitFor(() =>
      expect(useUiStore.getState().toasts.map((t) => t.message)).toContain('The receipt was sent again a moment ago. Please check your mailbox, or try again in a minute.'),
    );

    await user.click(screen.getByRole('link', { name: 'Back To Payment History' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/payments$/);
  });
});

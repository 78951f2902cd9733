import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_TYPES, EARLY_ANSWERS, readEarlyAnswers, toRequestDate, useSelectionStore, useSessionStore } from 'shared';
import type { InternalAxiosRequestConfig } from 'axios';
import { fakeApi, renderAt, type SeenRequest, signIn } from 'shared/testing';
import { addDays } from '../../../../lib/dates';
import { makeDocument, ok, payerHeader, resetStores, soldToHeader, toasts } from '../../../../testing/fixtures';
import { sessionFirstSearch } from '../../api/first-search-early';
import { InvoiceListPage } from './invoice-list-page';

const open = makeDocument({ billing_document_number: '0090001001', open_amount: 120.5, total_amount: 120.5 });
const credit = makeDocument({ billing_document_number: '0090001002', open_amount: -200, total_amount: -200 });
const other = makeDocument({ billing_document_number: '0090001003', open_amount: 30, total_amount: 30, soldto_number: '0000100300' });

type Route = (config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | undefined;

/** Answers the page's calls; `invoice` decides the POST /api/Invoice answer. */
function api(invoice: Route = () => ok([open, credit]), columns: string[] = []): SeenRequest[] {
  return fakeApi((_body, config) => {
    if (config.url === '/Invoice') return invoice(config) ?? ok([]);
    if (config.url === '/customer/customizing') return { status: 200, data: { status: { message_type: 'S' }, invoice_table: { columns } } };
    if (config.url === '/customer/soldto-details-list') return { status: 200, data: { '100100': 'Harborview Tower' } };
    return { status: 404 };
  }).seen;
}

const searches = (calls: SeenRequest[]) => calls.filter((c) => c.url === '/Invoice');
const show = () => renderAt(<InvoiceListPage />, '/invoices');

beforeEach(resetStores);

describe('InvoiceListPage', () => {
  it('tells a user with no linked account so, and whom to ask, instead of an empty table (docs/product/invoices.md#no-linked-accounts)', async () => {
    signIn({ accounts: [] });
    api();
    show();
    const note = await screen.findByTestId('no-linked-accounts');
    expect(note).toHaveTextContent('No accounts are linked to your login yet');
    expect(within(note).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('SoldTo: lists the open items of the selected account (status 01, 01-01-1900 .. 01-01-9999)', async () => {
    signIn();
    const calls = api();
    show();
    expect(await screen.findByRole('link', { name: '90001001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toHaveValue('100100 - Harborview Tower Management LLC');
    expect(searches(calls)).toHaveLength(1);
    expect(searches(calls)[0]).toMatchObject({
      params: undefined,
      body: {
        payer_data: { customer_number: '100100', company_code: '1000' },
        soldto_data: null,
        search_parameters: { document_type: '01', status: '01', date_from: '01-01-1900', date_to: '01-01-9999', due_date_from: '01-01-1900', due_date_to: '01-01-9999', filter: [] },
      },
    });
  });

  it('staff impersonating a customer get the Pay boxes, Select All and Continue; a view-only user does not (docs/product/checkout-and-payments.md#who-may-pay)', async () => {
    signIn({ permissions: ['CanImpersonate', 'CanViewUsers'], impersonatedUserId: 42 });
    api();
    const { unmount } = show();
    expect(await screen.findByRole('checkbox', { name: /90001001/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    unmount();
    resetStores();
    signIn({ permissions: [] });
    api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    expect(screen.queryByRole('checkbox', { name: /90001001/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    // docs/product/checkout-and-payments.md#who-may-pay: a view-only user is told why there is no Pay.
    expect(screen.getByTestId('view-only-note')).toHaveTextContent('You can view invoices but not pay them. Ask your administrator for access.');
  });

  it('heads the list with an overview: total open, overdue with its count, due in the next 30 days (docs/product/invoices.md#overview)', async () => {
    signIn();
    const soon = makeDocument({ billing_document_number: '0090001009', open_amount: 1000.25, total_amount: 1000.25, due_date: toRequestDate(addDays(new Date(), 10)) });
    api(() => ok([open, credit, soon]));
    show();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByTestId('overview-open')).toHaveTextContent('Total open$1,120.75 (2 invoices)');
    expect(within(overview).getByTestId('overview-overdue')).toHaveTextContent('Overdue$120.50 (1 invoice)');
    expect(within(overview).getByTestId('overview-due-soon')).toHaveTextContent('Due in the next 30 days$1,000.25 (1 invoice)');
    expect(screen.queryByTestId('view-only-note')).not.toBeInTheDocument();
  });

  it("shows the early script's answer to its first search in its first render, without asking again (docs/architecture/phone-reload.md)", async () => {
    signIn();
    const calls = api();
    const body = sessionFirstSearch(useSessionStore.getState());
    const answer = Promise.resolve({ ok: true, json: async () => ok([open, credit]).data } as Response);
    const page = window as unknown as Record<string, unknown>;
    page[EARLY_ANSWERS] = { token: useSessionStore.getState().token, answers: { 'POST /Invoice': answer }, bodies: { 'POST /Invoice': JSON.stringify(body) } };
    readEarlyAnswers();
    await act(async () => undefined);
    try {
      show();
      // At once: no loading state first, and no search of its own.
      expect(screen.getByRole('link', { name: '90001001' })).toBeInTheDocument();
      expect(screen.queryByLabelText('Loading invoices')).not.toBeInTheDocument();
      await screen.findByRole('checkbox', { name: 'Pay invoice 90001001' });
      expect(searches(calls)).toHaveLength(0);
    } finally {
      delete page[EARLY_ANSWERS];
    }
  });

  it("'Due til' limits the due date, starting at today", async () => {
    signIn();
    const calls = api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    await userEvent.click(screen.getByRole('radio', { name: 'Due til' }));
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]!.body).toMatchObject({ search_parameters: { due_date_from: '01-01-1900', due_date_to: toRequestDate(new Date()) } });
  });

  it("Payer: picks among the payer's sold-tos, and the list is filtered to the picked ones", async () => {
    signIn({ accounts: [payerHeader()] });
    const calls = api((config) => ok(JSON.parse(config.data).soldto_data.accounts.length === 3 ? [open, other] : [other]));
    show();
    await screen.findByRole('link', { name: '90001001' });
    expect(searches(calls)[0]!.body).toMatchObject({ payer_data: { customer_number: '200100' }, soldto_data: { customer_number: '', accounts: ['100300', '100400', '100500'] }, search_parameters: { filter: [] } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByText('100400 - Meridian - 100400'));
    await userEvent.click(within(screen.getByRole('listbox')).getByText('100500 - Meridian - 100500'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: '90001001' })).not.toBeInTheDocument());
    expect(searches(calls).at(-1)!.body).toMatchObject({ soldto_data: { accounts: ['100300'] } });
    expect(screen.getByRole('link', { name: '90001003' })).toBeInTheDocument();
  });

  it('Payer with no sold-to picked lists nothing and does not search', async () => {
    signIn({ accounts: [payerHeader(ACCOUNT_TYPES.Payer, ['100300'])] });
    const calls = api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByText('100300 - Meridian - 100300'));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('Choose at least one location.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '90001001' })).not.toBeInTheDocument();
    expect(searches(calls)).toHaveLength(1);
  });

  it('PayerAll while impersonating: filter 90 with the impersonated user id, and ?userid=', async () => {
    signIn({ accounts: [payerHeader(ACCOUNT_TYPES.PayerAll)], impersonatedUserId: 42, user: { PrimaryAccountTypeId: ACCOUNT_TYPES.SoldTo, UserId: 3 } });
    const calls = api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    expect(searches(calls)[0]).toMatchObject({
      params: { userid: 42 },
      body: { soldto_data: { accounts: ['100300', '100400', '100500'] }, search_parameters: { filter: [{ filter_type: '90', value: '42' }] } },
    });
  });

  it('shows W as a warning toast and its message where the list would be', async () => {
    signIn();
    api(() => ok([], 'W', 'No documents found'));
    show();
    expect(await screen.findByText('No documents found')).toBeInTheDocument();
    expect(toasts()).toEqual([{ severity: 'warning', message: 'No documents found' }]);
  });

  it('shows another status as an error and empties the list', async () => {
    signIn();
    api(() => ok([open], 'E', 'Customer 100100 not found'));
    show();
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '90001001' })).not.toBeInTheDocument();
    expect(toasts()).toEqual([{ severity: 'error', message: 'Customer 100100 not found' }]);
  });

  it('treats the API\'s 422 erp_refused like an E: its message as an error toast, an empty list', async () => {
    signIn();
    api(() => ({ status: 422, data: { statusCode: 422, error: 'Unprocessable Entity', message: 'Invalid date 13-45-2026', reason: 'erp_refused' } }));
    show();
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts()).toEqual([{ severity: 'error', message: 'Invalid date 13-45-2026' }]);
  });

  it('shows the spec message when the call fails', async () => {
    signIn();
    api(() => ({ status: 502, data: { message: 'ERP down' } }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error getting invoices from API.');
    expect(toasts()).toEqual([]);
  });

  it('shows the spec message also for a refusal with a body, and its reason in the generic toasts', async () => {
    signIn();
    api(() => ({ status: 403, data: { statusCode: 403, error: 'Forbidden', message: 'You may not see this account.', uniqueId: 'u-403' } }));
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error getting invoices from API.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toasts()).toEqual([
      { severity: 'error', message: 'Error: You may not see this account.' },
      { severity: 'error', message: 'Unique Id: u-403' },
    ]);
  });

  it('Retry runs the failed search again', async () => {
    signIn();
    let failing = true;
    const calls = api(() => (failing ? { status: 502, data: { message: 'ERP down' } } : ok([open])));
    show();
    const alert = await screen.findByRole('alert');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: '90001001' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searches(calls)).toHaveLength(2);
    expect(searches(calls)[1]!.body).toEqual(searches(calls)[0]!.body);
  });

  it('keeps a running Pay total and blocks Continue until it is above zero', async () => {
    signIn();
    api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(toasts()).toEqual([{ severity: 'warning', message: 'Please select Invoices to continue.' }]);
    // The boxes come right after the rows (PayCheckbox).
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay invoice 90001002' }));
    expect(screen.getByTestId('pay-total')).toHaveTextContent('-$200.00');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(toasts()).toHaveLength(2);
    // Only a credit is selected: the warning says so.
    expect(toasts()[1]).toEqual({ severity: 'warning', message: 'Only credits are selected. Please select at least one invoice to pay with them.' });
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay invoice 90001002' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay invoice 90001001' }));
    expect(screen.getByTestId('pay-total')).toHaveTextContent('$120.50');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices/pay');
  });

  it('hides the Pay total, Continue and the checkboxes without CanMakePayment', async () => {
    signIn({ permissions: [] });
    api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the columns of invoice_table.columns, in that order', async () => {
    signIn();
    api(undefined, ['billing_document_number', 'open_amount', 'status']);
    show();
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Pay', 'Doc #', 'Open', 'Status']),
    );
  });

  it('reloads when a payment bumps the refresh counter', async () => {
    signIn();
    const calls = api();
    show();
    await screen.findByRole('link', { name: '90001001' });
    act(() => useSelectionStore.getState().completePayment());
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
  });

  it('starts a new selection when the account changes, and keeps it across a reload', async () => {
    signIn({ accounts: [soldToHeader('100100'), soldToHeader('100200')] });
    const calls = api();
    const { unmount } = show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Pay invoice 90001001' }));
    unmount();
    // A reload: the page mounts again with the stored selection.
    show();
    expect(await screen.findByRole('checkbox', { name: 'Pay invoice 90001001' })).toBeChecked();
    act(() => useSessionStore.getState().selectAccount('100200'));
    await waitFor(() => expect(useSelectionStore.getState().selected).toEqual({}));
    expect(useSelectionStore.getState().account).toBe('100200');
    await waitFor(() => expect(searches(calls).at(-1)!.body).toMatchObject({ payer_data: { customer_number: '100200' } }));
  });
});

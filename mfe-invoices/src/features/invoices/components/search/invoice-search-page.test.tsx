import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_TYPES, toRequestDate, useSessionStore } from 'shared';
import { fakeApi, renderAt, type SeenRequest, signIn } from 'shared/testing';
import { addDays, toIsoDate } from '../../../../lib/dates';
import { makeDocument, ok, payerHeader, resetStores, soldToHeader, toasts } from '../../../../testing/fixtures';
import { InvoiceSearchPage } from './invoice-search-page';

const docs = [makeDocument({ billing_document_number: '0090001101' }), makeDocument({ billing_document_number: '0090001102', open_amount: 0, paid_amount: 100 })];

function api(): SeenRequest[] {
  return fakeApi((_body, config) => {
    if (config.url === '/Invoice') return ok(docs);
    if (config.url === '/invoice/search-pdf-request') return { status: 200, data: { url: '/api/pdf/statement-1' } };
    if (config.url === '/customer/customizing') return { status: 200, data: { invoice_table: { columns: [] } } };
    return { status: 200, data: {} };
  }).seen;
}

const searches = (calls: SeenRequest[]) => calls.filter((c) => c.url === '/Invoice');
const show = () => renderAt(<InvoiceSearchPage />, '/invoices/invoicesearch');

async function choose(field: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const find = () => userEvent.click(screen.getByRole('button', { name: 'Find' }));
const today = new Date();

beforeEach(() => {
  resetStores();
  signIn({ accounts: [soldToHeader('100100'), soldToHeader('100200')] });
});

describe('InvoiceSearchPage (Statement)', () => {
  it('searches status 03 over the last 30 days by default, and says how many it found', async () => {
    const calls = api();
    show();
    expect(screen.getByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Last 30 days');
    expect(screen.queryByLabelText('Due from')).not.toBeInTheDocument();
    await find();
    expect(await screen.findByText('2 Invoices found!')).toBeInTheDocument();
    expect(searches(calls)[0]!.body).toMatchObject({
      payer_data: { customer_number: '100100' },
      soldto_data: null,
      search_parameters: {
        status: '03',
        date_from: toRequestDate(addDays(today, -30)),
        date_to: toRequestDate(today),
        due_date_from: '01-01-1900',
        due_date_to: '01-01-9999',
        filter: [],
      },
    });
    // Search mode: the documents, without pay checkboxes or Select All.
    expect(screen.getByRole('link', { name: '90001102' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select All' })).not.toBeInTheDocument();
  });

  it("status 01 shows the Due range instead of the Period, and asks for both dates: 'Due dates required.'", async () => {
    const calls = api();
    show();
    await choose('Status', 'Due');
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    const from = screen.getByLabelText('Due from');
    expect(from).toHaveAttribute('min', toIsoDate(addDays(today, -365)));
    expect(from).toHaveAttribute('max', toIsoDate(addDays(today, 365)));
    await find();
    expect(await screen.findAllByText('Due dates required.')).toHaveLength(1);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(searches(calls)).toHaveLength(0);
    fireEvent.change(from, { target: { value: toIsoDate(addDays(today, -10)) } });
    fireEvent.change(screen.getByLabelText('Due to'), { target: { value: toIsoDate(today) } });
    await find();
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(screen.queryByText('Due dates required.')).not.toBeInTheDocument();
    expect(searches(calls)[0]!.body).toMatchObject({
      search_parameters: { status: '01', date_from: '01-01-1900', date_to: '01-01-9999', due_date_from: toRequestDate(addDays(today, -10)), due_date_to: toRequestDate(today) },
    });
  });

  it("the custom period shows the From range and asks for both dates: 'Document dates required.'", async () => {
    const calls = api();
    show();
    expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
    await choose('Period', 'Custom date range');
    await find();
    expect(await screen.findByText('Document dates required.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: toIsoDate(addDays(today, -60)) } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: toIsoDate(addDays(today, -30)) } });
    await find();
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(searches(calls)[0]!.body).toMatchObject({
      search_parameters: { date_from: toRequestDate(addDays(today, -60)), date_to: toRequestDate(addDays(today, -30)) },
    });
  });

  it("asks for the invoice number once it is chosen: 'Characteristics value required.'", async () => {
    const calls = api();
    show();
    expect(screen.getByLabelText('Value')).toBeDisabled();
    await choose('Search Options', 'Invoice Number');
    await find();
    expect(await screen.findByText('Characteristics value required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Value'), '90001101');
    await find();
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(searches(calls)[0]!.body).toMatchObject({ search_parameters: { filter: [{ filter_type: '01', value: '90001101' }] } });
  });

  it('PayerAll searches every sold-to with filter 90', async () => {
    resetStores();
    signIn({ accounts: [payerHeader(ACCOUNT_TYPES.PayerAll)], user: { UserId: 9 } });
    const calls = api();
    show();
    await find();
    await waitFor(() => expect(searches(calls)).toHaveLength(1));
    expect(searches(calls)[0]!.body).toMatchObject({
      soldto_data: { accounts: ['100300', '100400', '100500'] },
      search_parameters: { filter: [{ filter_type: '90', value: '9' }] },
    });
  });

  it('exports the search to PDF in a new tab, and says when that fails', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const calls = api();
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/pdf/statement-1', '_blank', 'noopener'));
    expect(calls.find((c) => c.url === '/invoice/search-pdf-request')!.body).toMatchObject({ payer_data: { customer_number: '100100' }, search_parameters: { status: '03' } });
    fakeApi(() => ({ status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(toasts()).toEqual([{ severity: 'error', message: 'Error getting invoices PDF from API.' }]));
    open.mockRestore();
  });

  it('clears the results when the selected account changes', async () => {
    api();
    show();
    await find();
    expect(await screen.findByText('2 Invoices found!')).toBeInTheDocument();
    act(() => useSessionStore.getState().selectAccount('100200'));
    expect(screen.queryByText('2 Invoices found!')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '90001101' })).not.toBeInTheDocument();
  });
});

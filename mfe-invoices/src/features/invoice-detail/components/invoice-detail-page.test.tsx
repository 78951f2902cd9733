import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keyOf, useSelectionStore, type ErpDocument, type ErpInvoiceDetail } from 'shared';
import { fakeApi, renderAt, type SeenRequest, signIn } from 'shared/testing';
import { makeDocument, ok, resetStores, toasts } from '../../../testing/fixtures';
import { InvoiceDetailPage } from './invoice-detail-page';

const address = (name: string, city: string) => ({ name, street: '1 Main St', city, region: 'CO', postal_code_city: `80202 ${city}`, country: 'US' });

const detail = (total = 250): ErpInvoiceDetail => ({
  header_data: { billing_document_number: '0090001001', billing_document_type: total < 0 ? 'G2' : 'F2', document_date: '03-05-2026', total_amount: total, currency_key: 'USD' },
  partner_data: [
    { partner_function: 'RG', address_data: address('Harborview Billing Dept', 'Denver') },
    { partner_function: 'WE', address_data: address('Harborview Tower', 'Boulder') },
  ],
  item_data: [
    { item_number: '000010', billed_quantity: 1, material_number: 'SVC-100', description: 'Elevator maintenance', total_amount: 200 },
    { item_number: '000020', billed_quantity: 2, material_number: 'PRT-7', description: 'Door sensor', total_amount: 50 },
  ],
});

function api(d: ErpInvoiceDetail | null, document: ErpDocument | null, status: 'S' | 'E' = 'S'): SeenRequest[] {
  return fakeApi((_body, config) => {
    if (config.url === '/invoice/detail') {
      return { status: 200, data: status === 'S' ? { status: { message_type: 'S', message_line_string: '' }, detail: d } : { status: { message_type: 'E', message_line_string: 'Document 90001001 not found' } } };
    }
    if (config.url === '/Invoice') return ok(document ? [document] : [], document ? 'S' : 'W', document ? '' : 'No documents found');
    return { status: 404 };
  }).seen;
}

const invoice = makeDocument({ billing_document_number: '0090001001', open_amount: 250, total_amount: 250 });
const show = (number = '90001001') => renderAt(<InvoiceDetailPage />, `/invoices/detail/${number}`, { route: '/invoices/detail/:billingDocumentNumber' });

beforeEach(resetStores);

describe('InvoiceDetailPage', () => {
  it('shows the customer (WE) and recipient (RG) addresses, the date, the items and the Invoice Total', async () => {
    signIn();
    const calls = api(detail(), invoice);
    show();
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(customer).toHaveTextContent('Harborview Tower');
    expect(customer).toHaveTextContent('80202 Boulder, CO');
    expect(screen.getByRole('region', { name: 'Invoice Recipient' })).toHaveTextContent('Harborview Billing Dept');
    expect(screen.getByText('03/05/2026')).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(within(items).getByText('Elevator maintenance')).toBeInTheDocument();
    expect(within(items).getByRole('rowheader', { name: 'Invoice Total' }).closest('tr')).toHaveTextContent('$250.00');
    expect(calls[0]).toMatchObject({ url: '/invoice/detail', body: { document_detail: { billing_document_number: '90001001', document_type: '01' } } });
  });

  it('Pay This Invoice looks the invoice up by number, selects it and goes to checkout', async () => {
    signIn();
    const calls = api(detail(), invoice);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay This Invoice' }));
    expect(calls.find((c) => c.url === '/Invoice')!.body).toMatchObject({
      payer_data: { customer_number: '100100' },
      search_parameters: { status: '03', date_from: '01-01-1900', date_to: '01-01-9999', filter: [{ filter_type: '01', value: '90001001' }] },
    });
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual([keyOf(invoice)]);
    expect(useSelectionStore.getState().account).toBe('100100');
    expect(screen.getByTestId('location')).toHaveTextContent('/invoices/pay');
  });

  it('hides Pay This Invoice for a credit', async () => {
    signIn();
    const credit = makeDocument({ billing_document_number: '0090001001', open_amount: -250, total_amount: -250 });
    const calls = api(detail(-250), credit);
    show();
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay This Invoice' })).not.toBeInTheDocument();
    // The look-up now serves the summary (status, open amount); it never offers Pay for a credit.
    await waitFor(() => expect(calls.some((c) => c.url === '/Invoice')).toBe(true));
    expect(await screen.findByTestId('open-amount')).toHaveTextContent('-$250.00');
    expect(screen.queryByRole('button', { name: 'Pay This Invoice' })).not.toBeInTheDocument();
  });

  it('hides Pay This Invoice for a credit the header does not reveal, and for a read-only invoice', async () => {
    signIn();
    const calls = api(detail(), makeDocument({ billing_document_number: '0090001001', open_amount: -5 }));
    const { unmount } = show();
    await waitFor(() => expect(calls.some((c) => c.url === '/Invoice')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Pay This Invoice' })).not.toBeInTheDocument();
    unmount();
    const again = api(detail(), makeDocument({ billing_document_number: '0090001001', read_only_flag: 'X' }));
    show();
    await waitFor(() => expect(again.some((c) => c.url === '/Invoice')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Pay This Invoice' })).not.toBeInTheDocument();
  });

  it('hides Pay This Invoice without CanMakePayment', async () => {
    signIn({ permissions: [] });
    api(detail(), invoice);
    show();
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    // The summary shows once the invoice is looked up; Pay never does without the permission.
    expect(await screen.findByTestId('open-amount')).toHaveTextContent('$250.00');
    expect(screen.queryByRole('button', { name: 'Pay This Invoice' })).not.toBeInTheDocument();
  });

  it('shows Pay This Invoice to staff impersonating a customer, without CanMakePayment (docs/product/checkout-and-payments.md#who-may-pay)', async () => {
    signIn({ permissions: ['CanImpersonate', 'CanViewUsers'], impersonatedUserId: 42 });
    api(detail(), invoice);
    show();
    expect(await screen.findByRole('button', { name: 'Pay This Invoice' })).toBeEnabled();
  });

  it('shows first what a customer looks for: the status, the due date, the open amount and a PDF button', async () => {
    signIn();
    api(detail(), makeDocument({ billing_document_number: '0090001001', open_amount: 1234.5, total_amount: 2000, due_date: '04-30-2026', pdf_document_available: 'X', currency_key: 'EURO' }));
    show();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByTestId('status')).toHaveTextContent('Open');
    expect(within(summary).getByTestId('due-date')).toHaveTextContent('04/30/2026');
    expect(within(summary).getByTestId('open-amount')).toHaveTextContent('€1,234.50');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invoice 90001001');
  });

  it('opens the PDF from the detail page', async () => {
    signIn();
    const onPdf = jest.fn();
    api(detail(), makeDocument({ billing_document_number: '0090001001', pdf_document_available: 'X' }));
    renderAt(<InvoiceDetailPage onPdf={onPdf} />, '/invoices/detail/90001001', { route: '/invoices/detail/:billingDocumentNumber' });
    await userEvent.click(await screen.findByRole('button', { name: 'PDF of invoice 90001001' }));
    expect(onPdf).toHaveBeenCalledWith('0090001001');
  });

  it('heads a credit as a credit, without a due date', async () => {
    signIn();
    api(detail(-250), makeDocument({ billing_document_number: '0090001001', open_amount: -250, total_amount: -250 }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit 90001001' })).toBeInTheDocument();
    await screen.findByTestId('open-amount');
    expect(screen.queryByTestId('due-date')).not.toBeInTheDocument();
  });

  it("shows the ERP's E message as a warning toast", async () => {
    signIn();
    api(null, null, 'E');
    show();
    expect(await screen.findByText('No details are available for this invoice.')).toBeInTheDocument();
    expect(toasts()).toEqual([{ severity: 'warning', message: 'Document 90001001 not found' }]);
  });

  it('shows the spec message when the detail cannot be loaded', async () => {
    signIn();
    fakeApi(() => ({ status: 503 }));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error getting invoice detail from API.');
    // docs/product/messages.md: the detail load uses the generic handling too.
    expect(toasts()).toEqual([{ severity: 'error', message: 'System Error' }]);
  });

  it('Retry loads the detail again', async () => {
    signIn();
    fakeApi(() => ({ status: 503 }));
    show();
    const alert = await screen.findByRole('alert');
    api(detail(), invoice);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Elevator maintenance')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back to the list when opened directly', async () => {
    signIn();
    api(detail(), invoice);
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/invoices$/);
  });
});

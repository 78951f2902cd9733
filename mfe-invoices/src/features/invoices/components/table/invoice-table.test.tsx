import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrandTheme, keyOf, toRequestDate, useSelectionStore, type ErpDocument } from 'shared';
import { fakeApi, renderAt, signIn } from 'shared/testing';
import { ThemeProvider, type Theme } from 'shared/ui/base';
import { makeDocument, resetStores, toasts } from '../../../../testing/fixtures';
import { addDays } from '../../../../lib/dates';
import type { SearchState } from '../../hooks/use-invoice-search';
import { resolveColumns } from '../../utils/columns';
import { InvoiceTable } from './invoice-table';

const ready = (documents: ErpDocument[], emptyMessage: string | null = null): SearchState => ({ status: 'ready', documents, emptyMessage, error: null });
const request = { payer_data: { customer_number: '100100', company_code: '1000' }, soldto_data: null, search_parameters: { document_type: '01' as const, status: '01' as const, date_from: '', date_to: '', due_date_from: '', due_date_to: '', currency_key: '', filter: [] } };

function show(documents: ErpDocument[], mode: 'list' | 'search' = 'list', names: Record<string, string> = {}) {
  return renderAt(<InvoiceTable mode={mode} state={ready(documents)} columns={resolveColumns(null)} soldToNames={names} searchRequest={request} />, '/invoices');
}

const rowOf = (number: string) => screen.getByRole('link', { name: number }).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const theme = createBrandTheme(1);
const today = new Date();

beforeEach(() => {
  resetStores();
  signIn();
});

describe('InvoiceTable', () => {
  it('formats a row: status, links to the detail, MM/DD/YYYY dates, money with the currency', () => {
    show([makeDocument({ billing_document_number: '0090001001', reference_number: 'PO-00001', total_amount: 1234.5, paid_amount: 234.5, open_amount: 1000, document_date: '01-10-2026', due_date: '02-10-2026', days_in_arrears: 12, currency_key: 'CAD', soldto_number: '0000100100' })]);
    const row = rowOf('90001001');
    expect(cells(row)).toEqual(['', 'Open', 'PO-00001', '90001001', '01/10/2026', 'CA$1,234.50', 'CA$234.50', 'CA$1,000.00', '02/10/2026', '12', '', '100100']);
    expect(within(row).getByRole('link', { name: 'PO-00001' })).toHaveAttribute('href', '/invoices/detail/90001001');
    expect(within(row).getByRole('link', { name: '90001001' })).toHaveAttribute('href', '/invoices/detail/90001001');
  });

  it('links no payment to a detail page: a finance-only document has none, and the link would land on the list again', () => {
    show(
      [
        makeDocument({ billing_document_number: '', document_number_finance: '1400009001', finance_document_only: 'X', item_is_a_payment: 'X', reference_number: 'PAY-REF-1', read_only_flag: 'X', open_amount: 0 }),
        makeDocument({ billing_document_number: '0090001001', reference_number: 'PO-00001' }),
      ],
      'search',
    );
    expect(screen.getByText('PAY-REF-1')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PAY-REF-1' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/invoices/detail/90001001', '/invoices/detail/90001001']);
  });

  it('shows a credit without paid, due or days-past-due values, and a cleared document as Cleared', () => {
    show([
      makeDocument({ billing_document_number: '0090001031', total_amount: -40, paid_amount: 0, open_amount: -40, days_in_arrears: 0 }),
      makeDocument({ billing_document_number: '0090001032', total_amount: 80, paid_amount: 80, open_amount: 0 }),
    ]);
    const credit = cells(rowOf('90001031'));
    expect(credit[1]).toBe('Credit');
    expect(credit.slice(5, 10)).toEqual(['-$40.00', '', '-$40.00', '', '']);
    expect(cells(rowOf('90001032'))[1]).toBe('Cleared');
  });

  it('shows past due dates red and current or future ones green', () => {
    const past = toRequestDate(addDays(today, -3));
    const future = toRequestDate(addDays(today, 3));
    show([
      makeDocument({ billing_document_number: '0090001041', due_date: past }),
      makeDocument({ billing_document_number: '0090001042', due_date: toRequestDate(today) }),
      makeDocument({ billing_document_number: '0090001043', due_date: future }),
    ]);
    const due = (n: string, date: string) => within(rowOf(n)).getByText(date.replace(/-/g, '/'));
    expect(due('90001041', past)).toHaveStyle({ color: theme.palette.error.main });
    expect(due('90001042', toRequestDate(today))).toHaveStyle({ color: theme.palette.success.main });
    expect(due('90001043', future)).toHaveStyle({ color: theme.palette.success.main });
  });

  it('sorts by due date descending first, and by a column when its header is clicked', async () => {
    show([
      makeDocument({ billing_document_number: '0090001051', due_date: '01-01-2026', total_amount: 30 }),
      makeDocument({ billing_document_number: '0090001052', due_date: '03-01-2026', total_amount: 10 }),
      makeDocument({ billing_document_number: '0090001053', due_date: '12-01-2026', open_amount: -5, total_amount: -5 }),
      makeDocument({ billing_document_number: '0090001054', due_date: '02-01-2026', total_amount: 20 }),
    ]);
    const order = () => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('link')[1]!.textContent);
    expect(order()).toEqual(['90001052', '90001054', '90001051', '90001053']);
    expect(screen.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(order()).toEqual(['90001053', '90001052', '90001054', '90001051']);
    await userEvent.click(screen.getByRole('button', { name: 'Total' }));
    expect(order()).toEqual(['90001051', '90001054', '90001052', '90001053']);
    expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    // Not sortable: Status, Days Past Due, PDF, Location
    expect(screen.queryByRole('button', { name: 'Status' })).not.toBeInTheDocument();
  });

  it('selects all but read-only invoices, keeps read-only boxes disabled, and deselects all', async () => {
    const docs = [
      makeDocument({ billing_document_number: '0090001061', open_amount: 100 }),
      makeDocument({ billing_document_number: '0090001062', open_amount: 50.25, read_only_flag: 'X' }),
      makeDocument({ billing_document_number: '0090001063', open_amount: -20, total_amount: -20 }),
    ];
    show(docs);
    // A greyed-out box says why, in its name and on hover.
    const greyed = await screen.findByRole('checkbox', { name: 'Pay invoice 90001062: This invoice cannot be paid online.' });
    expect(greyed).toBeDisabled();
    fireEvent.mouseEnter(greyed.closest('span[class]')!.parentElement!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('This invoice cannot be paid online.');
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    expect(Object.keys(useSelectionStore.getState().selected).sort()).toEqual([keyOf(docs[0]!), keyOf(docs[2]!)]);
    expect(screen.getByRole('checkbox', { name: 'Pay invoice 90001061' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Pay invoice 90001062/ })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(useSelectionStore.getState().selected).toEqual({});
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay invoice 90001063' }));
    expect(Object.keys(useSelectionStore.getState().selected)).toEqual([keyOf(docs[2]!)]);
  });

  it('hides the Pay column and Select All in search mode and without CanMakePayment', () => {
    const { unmount } = show([makeDocument()], 'search');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select All' })).not.toBeInTheDocument();
    unmount();
    signIn({ permissions: [] });
    show([makeDocument()]);
    // Nor the place a box would come to (PayCheckbox).
    expect(screen.queryByTestId('box-place')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('shows the sold-to number without zeros and its name as a tooltip', async () => {
    show([makeDocument({ soldto_number: '0000100300' })], 'list', { '100300': 'Meridian - Tower A' });
    await userEvent.hover(screen.getByText('100300'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Meridian - Tower A');
  });

  it('opens a PDF in a new tab only where pdf_document_available is X', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const calls = fakeApi(() => ({ status: 200, data: { url: '/api/pdf/abc' } })).seen;
    show([makeDocument({ billing_document_number: '0090001071' }), makeDocument({ billing_document_number: '0090001072', pdf_document_available: '' })]);
    expect(screen.getByRole('button', { name: 'No PDF for invoice 90001072' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'PDF of invoice 90001071' }));
    expect(calls[0]).toMatchObject({ url: '/Invoice/pdf-request', body: { document_detail: { billing_document_number: '0090001071', document_type: '01' } } });
    expect(open).toHaveBeenCalledWith('/api/pdf/abc', '_blank', 'noopener');
    open.mockRestore();
  });

  it('offers Download > All PDFs with every listed id, and says when the PDF fails', async () => {
    const calls = fakeApi(() => ({ status: 500, data: { message: 'boom' } })).seen;
    show([makeDocument({ billing_document_number: '0090001081' }), makeDocument({ billing_document_number: '0090001082', pdf_document_available: '' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'All PDFs' }));
    expect(calls[0]).toMatchObject({ url: '/Invoice/bulk-pdf-request', body: { ...request, GridViewDocIds: ['0090001081', '0090001082'] } });
    expect(toasts()).toEqual([{ severity: 'error', message: 'Error getting invoices PDF from API.' }]);
  });

  it('shows Download when the list is empty, but not when no invoice has a PDF', () => {
    const { unmount } = show([]);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No invoices found');
    unmount();
    show([makeDocument({ pdf_document_available: '' })]);
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('renders only a window of 5,000 rows, and selects all of them', async () => {
    const many = Array.from({ length: 5000 }, (_, i) => makeDocument({ read_only_flag: i % 100 === 0 ? 'X' : '' }));
    show(many);
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5001');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Select All' })));
    expect(Object.keys(useSelectionStore.getState().selected)).toHaveLength(4950);
  });

  it('says how many rows there are', () => {
    show(Array.from({ length: 5000 }, () => makeDocument({})));
    expect(screen.getByTestId('row-count')).toHaveTextContent('5,000 documents');
  });
});

/** A screen as narrow as a phone (390 px): every max-width query matches. */
const phoneMatchMedia = (query: string) =>
  ({ matches: /max-width/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList;

function showOnPhone(documents: ErpDocument[]) {
  return renderAt(
    <ThemeProvider theme={(outer: Theme) => ({ ...outer, components: { ...outer.components, MuiUseMediaQuery: { defaultProps: { matchMedia: phoneMatchMedia } } } })}>
      <InvoiceTable mode="list" state={ready(documents)} columns={resolveColumns(null)} soldToNames={{}} searchRequest={request} />
    </ThemeProvider>,
    '/invoices',
  );
}

describe('InvoiceTable on a phone (docs/product/invoices.md#on-a-phone)', () => {
  it('shows a card per document: status, number, due date, open amount and the Pay checkbox', async () => {
    const due = toRequestDate(addDays(today, 3));
    showOnPhone([
      makeDocument({ billing_document_number: '0090001001', open_amount: 1000, due_date: due, currency_key: 'USD' }),
      makeDocument({ billing_document_number: '0090001031', total_amount: -40, paid_amount: 0, open_amount: -40 }),
    ]);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [invoice, credit] = within(list).getAllByRole('listitem');
    expect(invoice).toHaveTextContent(`90001001Open · Due ${due.replace(/-/g, '/')}Open$1,000.00`);
    expect(within(invoice!).getByRole('link', { name: '90001001' })).toHaveAttribute('href', '/invoices/detail/90001001');
    expect(credit).toHaveTextContent(/^90001031CreditOpen-\$40\.00$/);
    // The boxes come right after the cards (PayCheckbox), the cards themselves after the list's module.
    await userEvent.click(await within(invoice!).findByRole('checkbox', { name: 'Pay invoice 90001001' }));
    const selected = Object.values(useSelectionStore.getState().selected);
    expect(selected.map((e) => e.document.billing_document_number)).toEqual(['0090001001']);
  });

  it('says in words how many days an overdue card is overdue (docs/product/invoices.md#on-a-phone)', async () => {
    showOnPhone([
      makeDocument({ billing_document_number: '0090001001', open_amount: 10, due_date: toRequestDate(addDays(today, -12)), days_in_arrears: 12 }),
      makeDocument({ billing_document_number: '0090001002', open_amount: 10, due_date: toRequestDate(addDays(today, 1)) }),
    ]);
    const cards = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(within(cards[1]!).getByTestId('days-overdue')).toHaveTextContent(/^12 days overdue$/);
    expect(within(cards[0]!).queryByTestId('days-overdue')).not.toBeInTheDocument();
  });

  it('sorts the cards with a Sort by control, due date latest first by default', async () => {
    showOnPhone([
      makeDocument({ billing_document_number: '0090001001', open_amount: 10, due_date: '03-01-2026' }),
      makeDocument({ billing_document_number: '0090001002', open_amount: 500, due_date: '01-01-2026' }),
      makeDocument({ billing_document_number: '0090001003', open_amount: 70, due_date: '02-01-2026' }),
    ]);
    await screen.findByRole('list', { name: 'Invoices' });
    const numbers = () => within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('link').map((l) => l.textContent);
    const control = screen.getByLabelText('Sort by');
    expect(control).toHaveDisplayValue('Due date, latest first');
    expect(numbers()).toEqual(['90001001', '90001003', '90001002']);
    await userEvent.selectOptions(control, 'Open amount, largest first');
    expect(numbers()).toEqual(['90001002', '90001003', '90001001']);
    await userEvent.selectOptions(control, 'Due date, earliest first');
    expect(numbers()).toEqual(['90001002', '90001003', '90001001']);
  });

  it('renders only the cards in view of 5,000, each telling its place', async () => {
    showOnPhone(Array.from({ length: 5000 }, () => makeDocument({})));
    const items = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThan(100);
    expect(items[0]).toHaveAttribute('aria-setsize', '5000');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
  });
});

import { resolveColumns } from './columns';

const keys = (configured: string[] | null | undefined) => resolveColumns(configured).map((c) => c.key);
const ALL = ['status', 'reference_number', 'billing_document_number', 'document_date', 'total_amount', 'paid_amount', 'open_amount', 'due_date', 'days_in_arrears', 'pdf', 'soldto_number'];

describe('column config (docs/product/invoices.md: invoice_table.columns, by key)', () => {
  it('shows the configured columns in the configured order', () => {
    expect(keys(['due_date', 'billing_document_number', 'open_amount'])).toEqual(['due_date', 'billing_document_number', 'open_amount']);
  });

  it('drops unknown keys and repeats', () => {
    expect(keys(['pdf', 'colour', 'pdf', ' status '])).toEqual(['pdf', 'status']);
  });

  it('falls back to every column when the configuration has none', () => {
    expect(keys(null)).toEqual(ALL);
    expect(keys([])).toEqual(ALL);
    expect(keys(['nonsense'])).toEqual(ALL);
  });

  it('labels the columns as docs/product/invoices.md names them, sortable where it says', () => {
    const columns = resolveColumns(null);
    expect(columns.map((c) => c.label)).toEqual(['Status', 'Ref #', 'Doc #', 'Date', 'Total', 'Paid', 'Open', 'Due', 'Days Past Due', 'PDF', 'Location']);
    expect(columns.filter((c) => c.sortKey).map((c) => c.label)).toEqual(['Ref #', 'Doc #', 'Date', 'Total', 'Paid', 'Open', 'Due']);
  });
});

import type { ErpDocument } from '../endpoints/types/erp';
import { provingInvoice, proofAmountCents } from './account-proof';
import { erpOutcome } from './erp-outcome';
import { invoiceLookupRequest, invoiceNumberSearch } from './invoice-lookup';
import { paymentLineOf } from './payment-line';

const invoice = (over: Partial<ErpDocument> = {}): ErpDocument => ({
  billing_document_number: '0090001234',
  document_number_finance: '1400000123',
  line_item_in_the_relevant_invoice: '001',
  finance_document_type: 'RV',
  clearing_document_number_finance: '',
  reference_number: 'REF-1',
  fiscal_year_of_the_relevant_invoice: '2026',
  finance_document_only: '',
  billing_document_type: 'F2',
  item_is_a_payment: '',
  read_only_flag: '',
  pdf_document_available: 'X',
  soldto_number: '0000100100',
  payer_number: '0000200100',
  posting_date: '01-02-2026',
  document_date: '01-02-2026',
  due_date: '02-01-2026',
  clearing_date: '',
  days_in_arrears: 0,
  currency_key: 'USD',
  total_amount: 1234.5,
  paid_amount: 234.5,
  open_amount: 1000,
  zzcustom: {},
  ...over,
});

describe('erpOutcome (docs/architecture/erp-status.md)', () => {
  it('takes S as done and E or nothing as refused, for reads and confirmations alike', () => {
    expect(erpOutcome({ message_type: 'S' })).toBe('ok');
    expect(erpOutcome({ message_type: 'S' }, 'confirm')).toBe('ok');
    expect(erpOutcome({ message_type: 'E' })).toBe('refused');
    expect(erpOutcome({ message_type: 'E' }, 'confirm')).toBe('refused');
    expect(erpOutcome(undefined)).toBe('refused');
    expect(erpOutcome({ message_type: '' })).toBe('refused');
  });

  it('takes W as a warning on a read and as not confirmed on a confirmation', () => {
    expect(erpOutcome({ message_type: 'W' })).toBe('warning');
    expect(erpOutcome({ message_type: 'W' }, 'confirm')).toBe('refused');
  });
});

describe('the look-up of invoices by number', () => {
  it('searches every status over the widest dates with filter 01 per number', () => {
    expect(invoiceNumberSearch(['90001234', '90001235'])).toEqual({
      document_type: '01',
      status: '03',
      date_from: '01-01-1900',
      date_to: '01-01-9999',
      due_date_from: '01-01-1900',
      due_date_to: '01-01-9999',
      currency_key: '',
      filter: [
        { filter_type: '01', value: '90001234' },
        { filter_type: '01', value: '90001235' },
      ],
    });
  });

  it("lists a payer's sold-tos and leaves them out for a sold-to", () => {
    const payer = invoiceLookupRequest({ customer_number: '200100', company_code: '0010' }, ['100100'], ['1']);
    expect(payer.soldto_data).toEqual({ customer_number: '', accounts: ['100100'] });
    expect(invoiceLookupRequest({ customer_number: '100100', company_code: '0010' }, null, ['1']).soldto_data).toBeNull();
  });
});

describe('the account proof (docs/product/registration.md#adding-accounts)', () => {
  const documents = [invoice()];

  it("proves with the invoice's number and its exact total, leading zeros optional", () => {
    expect(provingInvoice(documents, { account: '100100', invoiceNumber: '90001234', invoiceAmount: '1234.50' })).toBe(documents[0]);
    expect(provingInvoice(documents, { account: '0000200100', invoiceNumber: '0090001234', invoiceAmount: 1234.5 })).toBe(documents[0]);
  });

  it('does not prove with the open amount, another cent, another account or a payment item', () => {
    expect(provingInvoice(documents, { account: '100100', invoiceNumber: '90001234', invoiceAmount: '1000' })).toBeNull();
    expect(provingInvoice(documents, { account: '100100', invoiceNumber: '90001234', invoiceAmount: '1234.51' })).toBeNull();
    expect(provingInvoice(documents, { account: '300100', invoiceNumber: '90001234', invoiceAmount: '1234.50' })).toBeNull();
    expect(provingInvoice([invoice({ item_is_a_payment: 'X' })], { account: '100100', invoiceNumber: '90001234', invoiceAmount: '1234.50' })).toBeNull();
  });

  it('reads the typed amount as cents or not at all', () => {
    expect(proofAmountCents(' 1234.5 ')).toBe(123450);
    expect(proofAmountCents('12.345')).toBeNull();
    expect(proofAmountCents('1,234.50')).toBeNull();
    expect(provingInvoice(documents, { account: '100100', invoiceNumber: '90001234', invoiceAmount: 'abc' })).toBeNull();
  });
});

describe('paymentLineOf (docs/architecture/payments.md#what-is-sent-to-the-erp)', () => {
  const codes = [{ reason_code: 'R1', description: 'Short paid' }];

  it("takes the document's identity and amounts, the chosen amount exactly, and the code's description", () => {
    expect(paymentLineOf(invoice(), { amount: '400.10', reasonCode: ' R1 ', comment: '  partial  ' }, codes)).toEqual({
      billing_document_number: '0090001234',
      document_number_finance: '1400000123',
      line_item_in_the_relevant_invoice: '001',
      fiscal_year_of_the_relevant_invoice: '2026',
      open_amount: 1000,
      amount_to_process: 400.1,
      currency_key: 'USD',
      reason_code: 'R1',
      reason_description: 'Short paid',
      comment: 'partial',
      reference_number: 'REF-1',
      zzcustom: {},
    });
  });

  it('sends no description without a code, and an unknown code none', () => {
    expect(paymentLineOf(invoice(), { amount: 1000 }, codes)).toMatchObject({ reason_code: '', reason_description: '', comment: '' });
    expect(paymentLineOf(invoice(), { amount: 1000, reasonCode: 'R9' }, codes).reason_description).toBe('');
  });
});

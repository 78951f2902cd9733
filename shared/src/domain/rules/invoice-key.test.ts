import { billingNumberOfKey, invoiceKey, keyOf, lineKeyOf } from './invoice-key';

describe('invoice key', () => {
  it('joins the billing and the finance number with __', () => {
    expect(invoiceKey('90001', '1400001')).toBe('90001__1400001');
  });

  it('gives the same key for padded and plain numbers', () => {
    const padded = { billing_document_number: '0090001', document_number_finance: ' 001400001 ' };
    expect(keyOf(padded)).toBe('90001__1400001');
    expect(keyOf({ billing_document_number: '90001', document_number_finance: '1400001' })).toBe(keyOf(padded));
    expect(lineKeyOf({ ...padded, line_item_in_the_relevant_invoice: '001' })).toBe('90001__1400001__001');
  });

  it('reads the billing number back from a key', () => {
    expect(billingNumberOfKey('0090001__1400001')).toBe('90001');
    expect(billingNumberOfKey('90001')).toBe('90001');
    expect(billingNumberOfKey('__1400001')).toBe('');
  });
});

import { canBePaid, canPayThisInvoice, documentStatus, isCredit, isReadOnly, isSelectable, paymentBlock } from './documents';

const open = { open_amount: 100, read_only_flag: '' as const, item_is_a_payment: '' as const, clearing_document_number_finance: '' };

describe('documents', () => {
  it('tells credits, open and cleared documents apart', () => {
    expect(isCredit(-0.01)).toBe(true);
    expect(isCredit(0)).toBe(false);
    expect(isCredit(40)).toBe(false);
    expect(documentStatus({ open_amount: -40 })).toBe('Credit');
    expect(documentStatus({ open_amount: 0.01 })).toBe('Open');
    expect(documentStatus({ open_amount: 0 })).toBe('Cleared');
  });

  it('lets read-only documents not be selected', () => {
    expect(isReadOnly({ read_only_flag: 'X' })).toBe(true);
    expect(isSelectable({ read_only_flag: 'X' })).toBe(false);
    expect(isSelectable({ read_only_flag: '' })).toBe(true);
  });

  it('says whether a document can be paid, and why not', () => {
    expect(paymentBlock(open)).toBeNull();
    expect(paymentBlock({ ...open, open_amount: -40 })).toBeNull();
    expect(paymentBlock({ ...open, read_only_flag: 'X' })).toBe('read_only');
    expect(paymentBlock({ ...open, open_amount: 0 })).toBe('cleared');
    expect(paymentBlock({ ...open, clearing_document_number_finance: '1500000001' })).toBe('cleared');
    expect(paymentBlock({ ...open, item_is_a_payment: 'X', read_only_flag: 'X' })).toBe('cleared');
    expect(canBePaid({ open_amount: 75, read_only_flag: 'X' })).toBe(false);
    expect(canBePaid({ open_amount: 75 })).toBe(true);
  });

  it("offers 'Pay This Invoice' only for a payable invoice that is not a credit", () => {
    expect(canPayThisInvoice(open)).toBe(true);
    expect(canPayThisInvoice({ ...open, open_amount: -40 })).toBe(false);
    expect(canPayThisInvoice({ ...open, open_amount: 0 })).toBe(false);
    expect(canPayThisInvoice({ ...open, read_only_flag: 'X' })).toBe(false);
  });
});

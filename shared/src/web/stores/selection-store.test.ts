import type { ErpDocument } from '../../domain/endpoints/types/erp';
import { keyOf } from '../../domain/rules/invoice-key';
import { payTotals } from '../../domain/rules/pay-click';
import { EMPTY_SUMMARY, useSelectionStore } from './selection-store';

const doc = (n: string, open: number): ErpDocument => ({
  billing_document_number: `00${n}`, document_number_finance: `14${n}`, line_item_in_the_relevant_invoice: '001',
  finance_document_type: 'RV', clearing_document_number_finance: '', reference_number: `R${n}`,
  fiscal_year_of_the_relevant_invoice: '2026', finance_document_only: '', billing_document_type: 'F2',
  item_is_a_payment: '', read_only_flag: '', pdf_document_available: 'X', soldto_number: '0000100100',
  payer_number: '0000100100', posting_date: '01-01-2026', document_date: '01-01-2026', due_date: '02-01-2026',
  clearing_date: '', days_in_arrears: 3, currency_key: 'USD', total_amount: open, paid_amount: 0, open_amount: open, zzcustom: {},
});

const state = () => useSelectionStore.getState();

describe('selection store (docs/product/checkout-and-payments.md Selection)', () => {
  beforeEach(() => state().clear());

  it('adds an invoice with the open amount to two decimals, and removes it', () => {
    state().add(doc('9001', 120.5));
    const key = keyOf(doc('9001', 120.5));
    expect(key).toBe('9001__149001');
    expect(state().selected[key]).toMatchObject({ amount: '120.50', overUnder: 0, reason: '' });
    state().remove(key);
    expect(state().selected).toEqual({});
  });

  it("fills a JPY invoice's pay amount in whole yen, and reads it back so from storage", async () => {
    const yen = { ...doc('9002', 123456), currency_key: 'JPY' };
    state().add(yen);
    expect(state().selected[keyOf(yen)]).toMatchObject({ amount: '123456' });
    // Stored without edits (the amount is its default), and read back as whole yen again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem('portal-invoice-keys:edits')).not.toContain('9002');
    await useSelectionStore.persist.rehydrate();
    expect(state().selected[keyOf(yen)]).toMatchObject({ amount: '123456' });
  });

  it('writes nothing while selecting, and reads back what waits to be written', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = sessionStorage.getItem('portal-invoice-keys');
    state().forAccount('100100');
    state().setMany([doc('11', 5), doc('12', 6), doc('13', 7)], true);
    // Select All only records the selection: comparing and serializing come after a pause.
    expect(sessionStorage.getItem('portal-invoice-keys')).toBe(before);
    await useSelectionStore.persist.rehydrate();
    expect(Object.keys(state().selected)).toHaveLength(3);
    expect(state().summary.totals.payCents).toBe(1800);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Object.keys(JSON.parse(sessionStorage.getItem('portal-invoice-keys')!).state.selected)).toHaveLength(3);
  });

  it('keeps the reason only while the over/under status is unchanged', () => {
    state().add(doc('9001', 100));
    const key = keyOf(doc('9001', 100));
    state().setAmount(key, '50', null);
    state().setReason(key, 'R1');
    state().setAmount(key, '60', null);
    expect(state().selected[key]).toMatchObject({ overUnder: -1, reason: 'R1' });
    state().setAmount(key, '150', null);
    expect(state().selected[key]).toMatchObject({ overUnder: 1, reason: '' });
  });

  it('moves the selection to completed after a payment and bumps the refresh counter', () => {
    state().setMany([doc('1', 10), doc('2', 20)], true);
    const before = state().refreshCounter;
    state().completePayment();
    expect(state().completed).toHaveLength(2);
    expect(state().selected).toEqual({});
    expect(state().refreshCounter).toBe(before + 1);
  });

  it('keeps only what checkout needs of a document', () => {
    state().add({ ...doc('7', 10), zzcustom: { soldtoad: { name: 'Big address block' } as never, nodetail: 'X' } });
    const kept = state().selected['7__147']!.document;
    expect(kept.zzcustom).toEqual({ nodetail: 'X' });
    expect(kept).not.toHaveProperty('posting_date');
    expect(kept).toMatchObject({ open_amount: 10, currency_key: 'USD', line_item_in_the_relevant_invoice: '001' });
  });

  it('keeps its totals up to date change by change, equal to summing every row', () => {
    const docs = [doc('1', 100), doc('2', 250.75), doc('3', -40), doc('4', 10)];
    state().setMany(docs, true);
    state().setAmount(keyOf(docs[0]!), '120', null);
    state().setAmount(keyOf(docs[1]!), '12.3', null);
    state().setAmount(keyOf(docs[3]!), 'abc', 'Only numeric values allowed');
    state().remove(keyOf(docs[3]!));
    state().add(doc('5', 5.05));
    const rows = Object.values(state().selected).map((e) => ({ amount: e.amount, openAmount: e.document.open_amount }));
    expect(state().summary).toEqual({ count: 4, creditCount: 1, totals: payTotals(rows) });
    expect(state().summary.totals).toEqual({ invoiceCents: 35580, creditCents: -4000, payCents: 9735, overpayingCents: 2000 });
    state().setMany([docs[2]!], false);
    expect(state().summary).toMatchObject({ count: 3, creditCount: 0 });
    state().deselectAll();
    expect(state().summary).toEqual(EMPTY_SUMMARY);
  });

  it('starts a new selection when the account changes, and survives in sessionStorage', async () => {
    state().forAccount('100100');
    state().add(doc('1', 10));
    // Written after a short pause, once, however many changes came before.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(JSON.parse(sessionStorage.getItem('portal-invoice-keys')!).state.selected).toHaveProperty('1__141');
    state().forAccount('100100');
    expect(Object.keys(state().selected)).toHaveLength(1);
    // What the customer typed goes in an item of its own; the documents are not written again.
    const documents = sessionStorage.getItem('portal-invoice-keys');
    state().setAmount('1__141', '7.5', null);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sessionStorage.getItem('portal-invoice-keys')).toBe(documents);
    expect(JSON.parse(sessionStorage.getItem('portal-invoice-keys:edits')!).state).toEqual({
      '1__141': { amount: '7.5', amountValidation: null, reason: '', comment: '', overUnder: -1 },
    });
    // Read back, as after a reload: the document with what was typed.
    await useSelectionStore.persist.rehydrate();
    expect(state().selected['1__141']).toMatchObject({ key: '1__141', amount: '7.5', overUnder: -1, document: { open_amount: 10 } });
    expect(state().summary.totals.payCents).toBe(750);
    state().forAccount('100200');
    expect(state().selected).toEqual({});
  });
});

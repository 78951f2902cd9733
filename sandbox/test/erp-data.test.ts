import type { ErpDocument } from 'shared/server';
import { unpadded } from '../src/lib/erp-values';
import { DEMO_SOLDTOS } from '../src/erp/data/customers';
import { ErpStore } from '../src/erp/store';
import { buildTestSandbox, day, search, searchRequest, testClock } from './helpers';

const companyOf: Record<string, string> = {
  '100100': '1000',
  '100200': '1100',
  '100300': '1000',
  '100400': '1000',
  '100500': '1000',
  '300100': '0020',
  '400100': 'JP01',
};

function counts(docs: ErpDocument[], today: Date) {
  const open = docs.filter((d) => d.open_amount > 0);
  return {
    total: docs.length,
    credits: docs.filter((d) => d.open_amount < 0).length,
    cleared: docs.filter((d) => d.open_amount === 0).length,
    pastDue: open.filter((d) => day(d.due_date) < today).length,
    notDue: open.filter((d) => day(d.due_date) > today).length,
    readOnly: docs.filter((d) => d.read_only_flag === 'X').length,
    withoutPdf: docs.filter((d) => d.pdf_document_available === '').length,
  };
}

describe('ERP demo data (docs/demo-data.md)', () => {
  const { app, clock } = buildTestSandbox();
  afterAll(() => app.close());

  it.each(DEMO_SOLDTOS)('sold-to %s has the required mix of documents', async (soldTo) => {
    const body = await search(app, searchRequest(soldTo, companyOf[soldTo] ?? ''));
    const today = new Date(clock.now().getFullYear(), clock.now().getMonth(), clock.now().getDate());
    const c = counts(body.document_list, today);
    expect(c.total).toBeGreaterThanOrEqual(40);
    expect(c.credits).toBeGreaterThanOrEqual(5);
    expect(c.cleared).toBeGreaterThanOrEqual(10);
    expect(c.pastDue).toBeGreaterThanOrEqual(10);
    expect(c.notDue).toBeGreaterThanOrEqual(5);
    expect(c.readOnly).toBe(2);
    expect(c.withoutPdf).toBeGreaterThan(0);
    expect(c.withoutPdf).toBeLessThan(c.total);
    // The exact mix documented in README.md.
    expect(c).toEqual({ total: 40, credits: 8, cleared: 12, pastDue: 12, notDue: 8, readOnly: 2, withoutPdf: 4 });
  });

  it('keeps the counts on the following days while the sandbox keeps running', () => {
    const clock2 = testClock();
    const store = new ErpStore({ now: clock2.now });
    const soldTo = store.customer('100100');
    if (!soldTo) throw new Error('missing 100100');
    const docs = store.documentsOf(soldTo);
    clock2.advance(86_400_000);
    const c = counts(docs, store.today());
    expect(c.pastDue).toBeGreaterThanOrEqual(10);
    expect(c.notDue).toBeGreaterThanOrEqual(5);
  });

  it('documents look like the ERP sends them', async () => {
    const { document_list } = await search(app, searchRequest('100100', '1000'));
    for (const d of document_list) {
      expect(d.billing_document_number).toMatch(/^\d{10}$/);
      expect(d.soldto_number).toBe('0000100100');
      expect(unpadded(d.payer_number)).toBe('100100');
      expect(d.document_date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(d.currency_key).toBe('USD');
      expect(Math.round(d.total_amount * 100)).toBeCloseTo(d.total_amount * 100, 6);
      expect(Math.round((d.paid_amount + d.open_amount) * 100)).toBe(Math.round(d.total_amount * 100));
      expect(d.zzcustom.soldtoad?.name).toBe('Harborview Tower Management LLC');
      if (d.open_amount === 0) expect(d.clearing_date).not.toBe('');
    }
    const numbers = new Set(document_list.map((d) => d.billing_document_number));
    expect(numbers.size).toBe(document_list.length);
  });

  it('bills 2000 in CAD, 0020 in EUR and JP01 in whole yen', async () => {
    const cad = await search(app, searchRequest('900101', '2000'));
    expect(cad.document_list[0]?.currency_key).toBe('CAD');
    const eur = await search(app, searchRequest('300100', '0020'));
    expect(eur.document_list[0]?.currency_key).toBe('EUR');
    const jpy = await search(app, searchRequest('400100', 'JP01'));
    expect(jpy.document_list.every((d) => d.currency_key === 'JPY' && Number.isInteger(d.total_amount))).toBe(true);
  });

  it('gives payer 900100 5,000 documents and payer 950000 20,000', async () => {
    const store = new ErpStore({ now: testClock().now });
    const documentsUnder = (number: string) => {
      const payer = store.customer(number);
      if (!payer) throw new Error(`missing ${number}`);
      return store.soldTosOf(payer).reduce((n, s) => n + store.documentsOf(s).length, 0);
    };
    expect(documentsUnder('900100')).toBe(5000);
    expect(documentsUnder('950000')).toBe(20_000);
    const allCustomers = store.allCustomers().reduce((n, c) => n + store.documentsOf(c).length, 0);
    expect(allCustomers).toBe(25_000 + 7 * 40);

    const body = await search(app, searchRequest('900100', '2000'));
    expect(body.document_list).toHaveLength(5000);
  });

  it('is deterministic: two builds give the same data', () => {
    const a = new ErpStore({ now: testClock().now });
    const b = new ErpStore({ now: testClock().now });
    for (const customer of a.allCustomers()) {
      const other = b.customer(customer.customer_number);
      expect(other).toEqual(customer);
      if (other) expect(b.documentsOf(other)).toEqual(a.documentsOf(customer));
    }
  });

  it('reset() brings back the seeded state', () => {
    const store = new ErpStore({ now: testClock().now });
    const soldTo = store.customer('100100');
    if (!soldTo) throw new Error('missing 100100');
    const before = structuredClone(store.documentsOf(soldTo));
    const first = store.documentsOf(soldTo)[0];
    if (first) first.open_amount = 0;
    store.paymentCards('100100').length = 0;
    store.reset();
    expect(store.documentsOf(soldTo)).toEqual(before);
    expect(store.paymentCards('100100')).toHaveLength(2);
  });

  it('has the saved methods of docs/demo-data.md', () => {
    const store = new ErpStore({ now: testClock().now });
    const visa = store.paymentCards('100100').find((c) => c.payment_card_type === 'VISA');
    expect(visa?.payment_card_token).toMatch(/^tok_visa_.+_1111$/);
    expect(visa?.default).toBe('X');
    expect(visa?.valid_to).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(store.paymentCards('100100').some((c) => c.payment_card_type === 'EC')).toBe(true);
    // 100200: the Master Card (its default) and the declined test card of the payment tests.
    const cards = store.paymentCards('0000100200');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.payment_card_token).toMatch(/^tok_mc_.+_4444$/);
    expect(cards[0]?.default).toBe('X');
    expect(cards[1]).toMatchObject({ payment_card_name: 'Declined Test Card', default: '' });
    expect(cards[1]?.payment_card_token).toMatch(/^tok_visa_declined_.+_0002$/);
  });
});

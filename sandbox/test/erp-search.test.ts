import { erpDate, unpadded } from '../src/lib/erp-values';
import { buildTestSandbox, day, postJson, search, searchRequest } from './helpers';

describe('POST /erp/invoice/search', () => {
  const { app, clock } = buildTestSandbox();
  const today = () => {
    const n = clock.now();
    return new Date(n.getFullYear(), n.getMonth(), n.getDate());
  };
  afterAll(() => app.close());

  it('status 03 gives every document, newest first', async () => {
    const body = await search(app, searchRequest('100100', '1000'));
    expect(body.status.message_type).toBe('S');
    expect(body.document_list).toHaveLength(40);
    const dates = body.document_list.map((d) => day(d.document_date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('status 02 gives only cleared documents', async () => {
    const body = await search(app, searchRequest('100100', '1000', { status: '02' }));
    expect(body.document_list).toHaveLength(12);
    expect(body.document_list.every((d) => d.open_amount === 0 && d.clearing_date !== '')).toBe(true);
  });

  it('status 01 gives open items due within the due range', async () => {
    const all = await search(app, searchRequest('100100', '1000', { status: '01' }));
    expect(all.document_list).toHaveLength(28);
    expect(all.document_list.every((d) => d.open_amount !== 0)).toBe(true);

    const dueTilToday = await search(
      app,
      searchRequest('100100', '1000', { status: '01', due_date_from: '01-01-1900', due_date_to: erpDate(today()) }),
    );
    expect(dueTilToday.document_list.length).toBeGreaterThan(0);
    expect(dueTilToday.document_list.every((d) => day(d.due_date) <= today())).toBe(true);
    const pastDue = dueTilToday.document_list.filter((d) => d.open_amount > 0);
    expect(pastDue).toHaveLength(12);
    expect(pastDue.every((d) => d.days_in_arrears > 0)).toBe(true);
  });

  it('limits by document date', async () => {
    const from = new Date(today());
    from.setDate(from.getDate() - 30);
    const body = await search(
      app,
      searchRequest('100100', '1000', { date_from: erpDate(from), date_to: erpDate(today()) }),
    );
    expect(body.document_list.length).toBeGreaterThan(0);
    expect(body.document_list.length).toBeLessThan(40);
    for (const d of body.document_list) {
      expect(day(d.document_date) >= from && day(d.document_date) <= today()).toBe(true);
    }
  });

  it('treats empty or missing dates as no bound', async () => {
    const body = await search(app, searchRequest('100100', '1000', { date_from: '', date_to: '' }));
    expect(body.document_list).toHaveLength(40);
    const { res } = await postJson(app, '/erp/invoice/search', {
      payer_data: { customer_number: '100100', company_code: '1000' },
      search_parameters: { document_type: '01', status: '03' },
    });
    expect(res.json<{ document_list: unknown[] }>().document_list).toHaveLength(40);
  });

  it('filters by invoice number (filter type 01), ignoring leading zeros', async () => {
    const all = await search(app, searchRequest('100100', '1000'));
    const target = all.document_list[7];
    if (!target) throw new Error('no document');
    const bare = unpadded(target.billing_document_number);
    for (const value of [bare, target.billing_document_number, `00${bare}`]) {
      const body = await search(app, searchRequest('100100', '1000', { filter: [{ filter_type: '01', value }] }));
      expect(body.document_list.map((d) => d.billing_document_number)).toEqual([target.billing_document_number]);
    }
  });

  it('answers W with an empty list when nothing matches', async () => {
    const body = await search(app, searchRequest('100100', '1000', { filter: [{ filter_type: '01', value: '123' }] }));
    expect(body.status).toEqual({ message_type: 'W', message_line_string: 'No documents found' });
    expect(body.document_list).toEqual([]);
  });

  it('a payer without soldto_data covers all its sold-tos', async () => {
    const body = await search(app, searchRequest('200100', '1000'));
    expect(body.document_list).toHaveLength(120);
    const soldTos = new Set(body.document_list.map((d) => unpadded(d.soldto_number)));
    expect([...soldTos].sort()).toEqual(['100300', '100400', '100500']);
    expect(body.document_list.every((d) => unpadded(d.payer_number) === '200100')).toBe(true);
  });

  it('soldto_data limits a payer search to the listed sold-tos', async () => {
    const one = await search(app, searchRequest('200100', '1000', {}, { customer_number: '100400', accounts: [] }));
    expect(new Set(one.document_list.map((d) => d.soldto_number))).toEqual(new Set(['0000100400']));
    const two = await search(
      app,
      searchRequest('0000200100', '1000', {}, { customer_number: '', accounts: ['100300', '0000100500'] }),
    );
    expect(two.document_list).toHaveLength(80);
    const foreign = await search(app, searchRequest('200100', '1000', {}, { customer_number: '100100', accounts: [] }));
    expect(foreign.status.message_type).toBe('W');
  });

  it('filter type 90 (PayerAll) gives all sold-tos of the payer, whatever its value', async () => {
    const body = await search(app, searchRequest('200100', '1000', { filter: [{ filter_type: '90', value: '17' }] }));
    expect(body.document_list).toHaveLength(120);
  });

  it('a sold-to in payer_data gives that sold-to’s own documents', async () => {
    const body = await search(app, searchRequest('100300', '1000'));
    expect(body.document_list).toHaveLength(40);
    expect(body.document_list.every((d) => d.soldto_number === '0000100300')).toBe(true);
  });

  it('answers E for an unknown customer, a wrong company code or a bad date', async () => {
    const unknown = await search(app, searchRequest('999999', '1000'));
    expect(unknown.status).toEqual({ message_type: 'E', message_line_string: 'Customer 999999 not found' });
    const wrongCompany = await search(app, searchRequest('100100', '1100'));
    expect(wrongCompany.status.message_type).toBe('E');
    const badDate = await search(app, searchRequest('100100', '1000', { date_from: '13-45-2026' }));
    expect(badDate.status.message_type).toBe('E');
  });

  it('rejects a malformed request with 400 and status E', async () => {
    const { res, body } = await postJson<{ status: { message_type: string } }>(app, '/erp/invoice/search', {
      payer_data: { customer_number: '100100', company_code: '1000' },
      search_parameters: { document_type: '02', status: '03' },
    });
    expect(res.statusCode).toBe(400);
    expect(body.status.message_type).toBe('E');
  });
});

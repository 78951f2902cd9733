import type { PaymentHistoryResponse, PaymentReceipt } from 'shared/server';
import { DOC, billingNumber } from './helpers/fake-erp-data';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { databases } from './helpers/databases';
import { startImpersonating, stopImpersonating } from './helpers/impersonation';
import { CARD, COMPANY_1000, deposit, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { bearer, useApiTest, userId } from './helpers/test-app';

/**
 * GET /api/payments/history and the receipts (docs/product/payment-history.md): every charge made
 * through the portal for the accounts the acting user may see, by the invoices' account rules
 * (payer/sold-to scope, exclusions, impersonation), filtered and paged by the server.
 */
describe.each(databases)('payment history ($name)', (database) => {
  const t = useApiTest(database, { logins: ['staff', 'soldto', 'payer', 'payerall', 'admin'] });
  const ids: Record<string, number> = {};

  const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(t.tokens[who]!) });
  const history = async (who: string, query = ''): Promise<PaymentHistoryResponse> => {
    const response = await get(who, `/api/payments/history${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<PaymentHistoryResponse>();
  };

  beforeAll(async () => {
    for (const name of ['staff', 'soldto', 'payer', 'payerall']) ids[name] = await userId(t.app, `${name}@portal.test`);
    t.erp.customizing['1000'] = COMPANY_1000;
    saveTestMethods(t.erp);
    const api = payWith(t.app, t.tokens);
    // The payer pays a document of each of two sold-tos, and makes a deposit.
    expect((await api.pay('payer', payment('200100', '1000', [row('100300', DOC.open, 100)]))).statusCode).toBe(200);
    expect((await api.pay('payer', payment('200100', '1000', [row('100500', DOC.open, '20.50', { reason_code: '03' })]))).statusCode).toBe(200);
    expect((await api.deposit('payer', deposit('200100', '1000', { reference_number: 'DEP-7' }))).statusCode).toBe(200);
    // The sold-to customer pays, once declined; staff pay for them acting as them.
    expect((await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]))).statusCode).toBe(200);
    await api.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], { ...CARD, payment_card_token: DECLINED_TOKEN }));
    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    expect((await api.pay('staff', payment('100100', '1000', [row('100100', DOC.partlyPaid, 10, { reason_code: '03' })]), undefined, `?userid=${ids.soldto}`)).statusCode).toBe(200);
    await stopImpersonating(t.app, t.tokens.staff!);
  });

  it("lists every charge of the customer's accounts newest first, with who acted for them", async () => {
    const { Items, NextCursor } = await history('soldto');
    expect(NextCursor).toBeNull();
    expect(Items).toEqual([
      {
        Id: expect.stringMatching(/^\d+$/), At: expect.any(String), Kind: 'payment', Account: '100100', CompanyCode: '1000', AmountCents: 1000, Currency: 'USD',
        Method: 'Visa ending with *1111', Brand: 'Visa', LastDigits: '1111', Documents: [billingNumber('100100', DOC.partlyPaid)], Status: 'charged', ActedBy: 'Sam Staff',
      },
      expect.objectContaining({ Account: '100100', AmountCents: 10000, Status: 'failed', ActedBy: null, LastDigits: '0002' }),
      expect.objectContaining({ Account: '100100', AmountCents: 10000, Status: 'charged', ActedBy: null, Documents: [billingNumber('100100', DOC.open)] }),
    ]);
    const times = Items.map((i) => Date.parse(i.At));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("shows a payer's charges to every user of the payer, less the sold-tos a user is excluded from", async () => {
    const payer = await history('payer');
    expect(payer.Items.map((i) => [i.Kind, i.Documents, i.AmountCents])).toEqual([
      ['deposit', ['DEP-7'], 50000],
      ['payment', [billingNumber('100500', DOC.open)], 2050],
      ['payment', [billingNumber('100300', DOC.open)], 10000],
    ]);
    // payerall@ is excluded from 100500: that payment is not theirs to see, the rest is.
    const payerall = await history('payerall');
    expect(payerall.Items.map((i) => i.Id)).toEqual([payer.Items[0]!.Id, payer.Items[2]!.Id]);
    const excludedId = payer.Items[1]!.Id;
    expect((await get('payerall', `/api/payments/history/${excludedId}`)).statusCode).toBe(404);
    // Neither sees the sold-to customer's charges, nor they the payer's.
    expect(payer.Items.every((i) => i.Account === '200100')).toBe(true);
    expect((await history('soldto')).Items.every((i) => i.Account === '100100')).toBe(true);
    // admin@ is linked to 100100 too, so sees its charges: the account decides, not who paid.
    expect((await history('admin')).Items).toHaveLength(3);
  });

  it('refuses an account filter outside the scope (403), and ?userid= without an impersonation (403)', async () => {
    expect((await get('soldto', '/api/payments/history?Account=200100')).statusCode).toBe(403);
    expect((await get('payerall', '/api/payments/history?Account=100500')).statusCode).toBe(403);
    expect((await get('staff', `/api/payments/history?userid=${ids.soldto}`)).statusCode).toBe(403);
    // Staff with nothing linked see nothing of their own.
    expect((await history('staff')).Items).toEqual([]);
  });

  it('shows staff impersonating a customer what the customer sees', async () => {
    await startImpersonating(t.app, t.tokens.staff!, ids.soldto!);
    try {
      expect(await history('staff', `?userid=${ids.soldto}`)).toEqual(await history('soldto'));
    } finally {
      await stopImpersonating(t.app, t.tokens.staff!);
    }
  });

  it('filters by status, account and date range', async () => {
    expect((await history('soldto', '?Status=failed')).Items.map((i) => i.Status)).toEqual(['failed']);
    expect((await history('soldto', '?Status=checking')).Items).toEqual([]);
    expect((await history('payer', '?Account=200100&Status=charged')).Items).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history('soldto', `?From=${today}&To=${today}`)).Items).toHaveLength(3);
    expect((await history('soldto', '?To=2020-01-01')).Items).toEqual([]);
    expect((await history('soldto', '?From=2999-01-01')).Items).toEqual([]);
    expect((await get('soldto', '/api/payments/history?From=2026-02-01&To=2026-01-01')).statusCode).toBe(400);
    expect((await get('soldto', '/api/payments/history?From=2026-02-30')).statusCode).toBe(400);
    expect((await get('soldto', '/api/payments/history?Status=paid')).statusCode).toBe(400);
    expect((await get('soldto', '/api/payments/history?Cursor=bm9wZQ')).statusCode).toBe(400);
    // A cursor made by hand past the id range finds nothing older rather than failing.
    const far = Buffer.from(JSON.stringify(['2999-01-01 00:00:00+00', 9_007_199_254_740_991])).toString('base64url');
    expect((await history('soldto', `?Cursor=${far}`)).Items).toHaveLength(3);
    for (const at of ['2026-02-30 10:00:00+00', '2026-01-01 24:00:00+00', '2026-01-01 10:00:00']) {
      const cursor = Buffer.from(JSON.stringify([at, 5])).toString('base64url');
      expect((await get('soldto', `/api/payments/history?Cursor=${cursor}`)).statusCode).toBe(400);
    }
  });

  it('pages by keyset: every line once, in order, also when two share a moment', async () => {
    // 23 more charges of 100400 for the payer, four at each instant, written as the ledger writes them.
    const request = payment('200100', '1000', [row('100400', DOC.open, 1)]);
    const { card_validation_code: _cvv, ...detail } = CARD;
    const sent = { ...request, payment_detail: detail };
    for (let i = 0; i < 23; i += 1) {
      const { rows } = await t.app.db.query<{ id: number }>(
        `INSERT INTO payment_attempts (idempotency_key, user_id, target_user_id, kind, request_hash, state, erp_called, created_at)
         VALUES ($1, $2, $2, 'payment', 'h', 'failed', false, '2026-01-01T00:00:00Z'::timestamptz - make_interval(days => $3)) RETURNING id::int AS id`,
        [`paging-${i}`, ids.payer, 1 + Math.floor(i / 4)],
      );
      await t.app.paymentAttemptsRepository.markErpCalled(rows[0]!.id, `pa-paging-${i}`, sent, ['100400']);
    }
    const all = await history('payer', '?Limit=100');
    expect(all.Items).toHaveLength(26);
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: PaymentHistoryResponse = await history('payer', `?Limit=4${cursor ? `&Cursor=${cursor}` : ''}`);
      expect(page.Items.length).toBeLessThanOrEqual(4);
      seen.push(...page.Items.map((i) => i.Id));
      cursor = page.NextCursor;
    }
    expect(seen).toEqual(all.Items.map((i) => i.Id));
    expect(new Set(seen).size).toBe(26);
    expect((await history('payer', '?Limit=5&Account=200100&Status=failed')).Items).toHaveLength(5);
  });

  it('opens the receipt of a charge with what the status page showed', async () => {
    const [, , charged] = (await history('soldto')).Items;
    const receipt = (await get('soldto', `/api/payments/history/${charged!.Id}`)).json<PaymentReceipt>();
    expect(receipt).toEqual({
      Entry: charged,
      PayerName: expect.any(String),
      Lines: [
        expect.objectContaining({ Document: billingNumber('100100', DOC.open), Succeeded: true, PaidCents: 10000, Currency: 'USD', Authorization: expect.any(String) }),
      ],
      PaidCents: 10000,
      RemainingCents: expect.any(Number),
    });
    expect((await get('payer', `/api/payments/history/${charged!.Id}`)).statusCode).toBe(404);
    expect((await get('soldto', '/api/payments/history/999999999')).statusCode).toBe(404);
    expect((await get('soldto', '/api/payments/history/999999999999999999')).statusCode).toBe(404);
    expect((await get('soldto', '/api/payments/history/0')).statusCode).toBe(400);
  });

  it('downloads the receipt as a PDF', async () => {
    const [first] = (await history('soldto')).Items;
    const pdf = await get('soldto', `/api/payments/history/${first!.Id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(800);
  });

  it('sends the receipt again to the user through the mail outbox, and refuses a charge that charged nothing', async () => {
    const [, failed, charged] = (await history('soldto')).Items;
    const sent = await t.app.inject({ method: 'POST', url: `/api/payments/history/${charged!.Id}/receipt-mail`, headers: bearer(t.tokens.soldto!), payload: {} });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ To: 'soldto@portal.test' });
    const { rows } = await t.app.db.query<{ to_address: string; kind: string; text_body: string }>(
      'SELECT to_address, kind, text_body FROM mail_outbox WHERE payment_attempt_id = $1 ORDER BY id DESC LIMIT 1',
      [Number(charged!.Id)],
    );
    expect(rows[0]).toMatchObject({ to_address: 'soldto@portal.test', kind: 'payment_receipt_resent' });
    expect(rows[0]!.text_body).toContain(billingNumber('100100', DOC.open));
    const refused = await t.app.inject({ method: 'POST', url: `/api/payments/history/${failed!.Id}/receipt-mail`, headers: bearer(t.tokens.soldto!), payload: {} });
    expect(refused.statusCode).toBe(409);
    // Once a minute per payment.
    const again = await t.app.inject({ method: 'POST', url: `/api/payments/history/${charged!.Id}/receipt-mail`, headers: bearer(t.tokens.soldto!), payload: {} });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
  });

  it('exports the filtered list as CSV', async () => {
    const csv = await get('payer', '/api/payments/history/export?Status=charged');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Kind,Account,Amount,Currency,Method,Documents,Status,Made by staff');
    expect(lines.slice(1).map((l) => l.split(',').slice(1, 5))).toEqual([
      ['deposit', '200100', '500.00', 'USD'],
      ['payment', '200100', '20.50', 'USD'],
      ['payment', '200100', '100.00', 'USD'],
    ]);
    expect((await get('payerall', '/api/payments/history/export?Account=100500')).statusCode).toBe(403);
  });
  it('stays fast for a payer with thousands of payments: pages by keyset, the export streams them all', async () => {
    const request = payment('200100', '1000', [row('100400', DOC.open, 1)]);
    const { card_validation_code: _cvv, ...detail } = CARD;
    await t.app.db.query(
      `INSERT INTO payment_attempts (idempotency_key, user_id, target_user_id, kind, request_hash, state, erp_called, erp_request, account, soldtos, created_at)
       SELECT 'bulk-' || g, $1, $1, 'payment', 'h', 'failed', true, $2::jsonb, '200100', ARRAY['100400'], now() - make_interval(mins => g)
         FROM generate_series(1, 3000) g`,
      [ids.payer, JSON.stringify({ ...request, payment_detail: detail })],
    );
    let cursor: string | null = null;
    let seen = 0;
    const started = Date.now();
    for (let page = 0; page < 20; page += 1) {
      const answer: PaymentHistoryResponse = await history('payer', `?Limit=100&Status=failed${cursor ? `&Cursor=${cursor}` : ''}`);
      expect(answer.Items).toHaveLength(100);
      seen += answer.Items.length;
      cursor = answer.NextCursor;
    }
    expect(seen).toBe(2000);
    // Twenty pages, the last as deep as the first is cheap: generous for a loaded test machine.
    expect(Date.now() - started).toBeLessThan(15_000);
    const csv = await get('payer', '/api/payments/history/export?Account=200100');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1 + 3 + 23 + 3000);
  });
});

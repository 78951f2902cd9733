import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { billingNumber, DOC, financeNumber } from './helpers/fake-erp-data';
import { searchBody } from './helpers/search-body';
import { startImpersonating } from './helpers/impersonation';
import { bearer, loginSession, useApiTest, userId } from './helpers/test-app';

describe.each(databases)('PDF links ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'payerall', 'staff', 'viewer'] });
  const { post, cookies } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  afterEach(() => erp.reset());

  const pdfRequest = (who: string, number: string, query = '') =>
    post(who, `/api/Invoice/pdf-request${query}`, { document_detail: { billing_document_number: number, document_type: '01' } });
  /** Opens a link as a new tab of `who`'s browser would: no bearer header, the PDF cookie. */
  const open = (url: string, who: string) => app.inject({ method: 'GET', url, headers: { cookie: cookies[who]! } });
  const urlOf = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/pdf\/[A-Za-z0-9_-]{43}$/);
    return url;
  };

  it('gives a link that opens the PDF without a bearer header, inline, more than once', async () => {
    const number = billingNumber('100100', DOC.open);
    const url = await urlOf(await pdfRequest('soldto', number));
    for (let i = 0; i < 2; i += 1) {
      const response = await open(url, 'soldto');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="invoice-${number}.pdf"`);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('%PDF-1.4');
      expect(response.body).toContain(`invoices ${number}`);
    }
    const { rows } = await app.db.query<{ fetch_count: number; payload: unknown }>('SELECT fetch_count, payload FROM pdf_grants');
    expect(rows.find((r) => r.fetch_count === 2)?.payload).toEqual({ billing_document_numbers: [`00${number}`] });
  });

  it('sets the PDF cookie at login: HttpOnly, SameSite=Strict, sent only to /api/pdf', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/token/login', payload: { login: 'soldto@portal.test', password: 'Demo-pass-2026' } });
    expect(String(response.headers['set-cookie'])).toMatch(/^portal_pdf=[A-Za-z0-9_-]{43}; Path=\/api\/pdf; HttpOnly; SameSite=Strict$/);
  });

  it('opens a link only with the PDF cookie of the session that asked for it', async () => {
    const url = await urlOf(await pdfRequest('soldto', billingNumber('100100', DOC.open)));
    const withCookie = (cookie?: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect((await withCookie()).statusCode).toBe(404);
    expect((await withCookie()).json().message).toBe(API_TEXTS.pdfLinkExpired);
    expect((await open(url, 'payer')).statusCode).toBe(404);
    // The same user's other session (another browser) is someone else for this link.
    const elsewhere = await loginSession(app, 'soldto@portal.test');
    expect((await withCookie(elsewhere.pdfCookie)).statusCode).toBe(404);
    expect((await withCookie(`${cookies.soldto!}x`)).statusCode).toBe(404);
    expect((await open(url, 'soldto')).statusCode).toBe(200);
    // Refusals are not counted as fetches.
    const { rows } = await app.db.query<{ fetch_count: number }>('SELECT fetch_count FROM pdf_grants ORDER BY created_at DESC LIMIT 1');
    expect(rows[0]!.fetch_count).toBe(1);
  });

  it('closes the links of a session at logout and clears its cookie', async () => {
    const session = await loginSession(app, 'soldto@portal.test');
    const response = await app.inject({
      method: 'POST',
      url: '/api/Invoice/pdf-request',
      headers: bearer(session.token),
      payload: { document_detail: { billing_document_number: billingNumber('100100', DOC.open), document_type: '01' } },
    });
    const url = await urlOf(response);
    const openIt = () => app.inject({ method: 'GET', url, headers: { cookie: session.pdfCookie } });
    expect((await openIt()).statusCode).toBe(200);
    const logout = await app.inject({ method: 'POST', url: '/api/token/logout', headers: bearer(session.token) });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^portal_pdf=; Max-Age=0; Path=\/api\/pdf; HttpOnly; SameSite=Strict$/);
    expect((await openIt()).statusCode).toBe(404);
  });

  it('stores only a hash of the token, and the link expires after 5 minutes', async () => {
    const url = await urlOf(await pdfRequest('soldto', billingNumber('100100', DOC.partlyPaid)));
    const token = url.split('/').at(-1)!;
    const { rows } = await app.db.query<{ token_hash: string; ttl: number }>(
      'SELECT token_hash, extract(epoch FROM expires_at - created_at)::int AS ttl FROM pdf_grants ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.ttl).toBe(300);
    await app.db.query("UPDATE pdf_grants SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [rows[0]!.token_hash]);
    const expired = await open(url, 'soldto');
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(API_TEXTS.pdfLinkExpired);
    expect((await open('/api/pdf/not-a-token', 'soldto')).statusCode).toBe(404);
    expect((await open(`/api/pdf/${'A'.repeat(43)}`, 'soldto')).statusCode).toBe(404);
  });

  it("refuses a link for another user's document (403) and one without a PDF (404)", async () => {
    expect((await pdfRequest('payer', billingNumber('100100', DOC.open))).statusCode).toBe(403);
    expect((await pdfRequest('payerall', billingNumber('100500', DOC.open))).statusCode).toBe(403);
    expect((await pdfRequest('staff', billingNumber('100100', DOC.open))).statusCode).toBe(403);
    const none = await pdfRequest('soldto', billingNumber('100100', DOC.noPdf));
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(API_TEXTS.noPdf);
    const id = await userId(app, 'payer@portal.test');
    await startImpersonating(app, t.tokens.staff!, id);
    await urlOf(await pdfRequest('staff', billingNumber('100500', DOC.open), `?userid=${id}`));
  });

  it('closes the link when its user can no longer log in', async () => {
    const url = await urlOf(await pdfRequest('viewer', billingNumber('100200', DOC.open)));
    const id = await userId(app, 'viewer@portal.test');
    await app.usersRepository.setStatus(id, 'locked');
    try {
      expect((await open(url, 'viewer')).statusCode).toBe(404);
    } finally {
      await app.usersRepository.setStatus(id, 'active');
    }
  });

  describe('bulk', () => {
    const bulk = (who: string, ids: string[], body = searchBody('200100', '1000')) =>
      post(who, '/api/Invoice/bulk-pdf-request', { ...body, GridViewDocIds: ids });

    it('merges own documents (billing numbers or invoice keys), leaving those without a PDF out', async () => {
      const a = billingNumber('100300', DOC.open);
      const b = billingNumber('100400', DOC.credit);
      const key = `${billingNumber('100300', DOC.partlyPaid)}__${financeNumber('100300', DOC.partlyPaid)}`;
      const url = await urlOf(await bulk('payer', [a, b, key, billingNumber('100300', DOC.noPdf)]));
      const response = await open(url, 'payer');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`invoices ${a},${b},${billingNumber('100300', DOC.partlyPaid)}`);
    });

    it('refuses any id that is not the caller’s, and a foreign search', async () => {
      expect((await bulk('payerall', [billingNumber('100300', DOC.open), billingNumber('100500', DOC.open)])).statusCode).toBe(403);
      expect((await bulk('payer', [billingNumber('100100', DOC.open)])).statusCode).toBe(403);
      expect((await bulk('soldto', [billingNumber('100100', DOC.open)])).statusCode).toBe(403);
    });

    it('takes every document of the search for an empty list, and 404 when none has a PDF', async () => {
      const id = await userId(app, 'payerall@portal.test');
      const body = searchBody('200100', '1000', null, [{ filter_type: '90', value: String(id) }]);
      const response = await open(await urlOf(await bulk('payerall', [], body)), 'payerall');
      expect(response.body).toContain(billingNumber('100400', DOC.open));
      expect(response.body).not.toContain(billingNumber('100500', DOC.open));
      const none = await bulk('soldto', [billingNumber('100100', DOC.noPdf)], searchBody('100100', '1000'));
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(API_TEXTS.noPdfs);
    });
  });

  describe('search export', () => {
    it("makes a statement of the checked search, without the PayerAll user's excluded sold-to", async () => {
      const id = await userId(app, 'payerall@portal.test');
      const body = searchBody('200100', '1000', null, [{ filter_type: '90', value: String(id) }]);
      const response = await open(await urlOf(await post('payerall', '/api/invoice/search-pdf-request', body)), 'payerall');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('inline; filename="statement.pdf"');
      expect(response.body).toContain('sold-tos 100300,100400');
    });

    it('refuses a foreign search with 403', async () => {
      expect((await post('soldto', '/api/invoice/search-pdf-request', searchBody('200100', '1000'))).statusCode).toBe(403);
      expect((await post('payerall', '/api/invoice/search-pdf-request', searchBody('200100', '1000', ['100500']))).statusCode).toBe(403);
    });
  });

  it('answers 502 with the spec message when the ERP is down at request or at download', async () => {
    const url = await urlOf(await pdfRequest('soldto', billingNumber('100100', DOC.open)));
    erp.setDown(true);
    const atDownload = await open(url, 'soldto');
    expect(atDownload.statusCode).toBe(502);
    expect(atDownload.json().message).toBe(MESSAGES.invoicesPdfError);
    const atRequest = await pdfRequest('soldto', billingNumber('100100', DOC.open));
    expect(atRequest.statusCode).toBe(502);
    expect(atRequest.json().message).toBe(MESSAGES.invoicesPdfError);
  });
});

import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { VALIDATION } from 'shared/server';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import { CARD, COMPANY_1000, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { searchBody } from './helpers/search-body';
import { bearer, useApiTest } from './helpers/test-app';

/** Refusals at the edges an attacker probes: odd user ids, bytes Fastify or Node refuse, relabelled tokens, inexact numbers. */
describe.each(databases)('edge refusals ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'staff'] });
  let app: FastifyInstance;
  let erp: FakeErp;
  beforeAll(() => {
    ({ app, erp } = t);
  });
  beforeEach(() => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });
  const protections = (headers: Record<string, unknown>) => ({
    cacheControl: headers['cache-control'],
    hsts: Boolean(headers['strict-transport-security']),
    permissions: Boolean(headers['permissions-policy']),
    csp: Boolean(headers['content-security-policy']),
  });
  const expected = { cacheControl: 'no-store', hsts: true, permissions: true, csp: true };

  it.each(['2147483648', '99999999999', '4.5', '0x4', '+4', '%204', '1e0', '-1'])('answers ?userid=%s with 400, never 500', async (userid) => {
    for (const who of ['soldto', 'staff']) {
      const response = await t.post(who, `/api/customer/getuserpayers?userid=${userid}`, {});
      expect(response.statusCode).toBe(400);
    }
  });

  it('gives a malformed URL the portal error body and every protective header', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/pdf/%FF' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Bad request.' });
    expect(protections(response.headers)).toEqual(expected);
  });

  it('answers headers too large with 431 and every protective header', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/config HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head] = raw.split('\r\n\r\n');
    const headers = Object.fromEntries(head!.split('\r\n').slice(1).map((l) => [l.split(':')[0]!.toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(protections(headers)).toEqual(expected);
  });

  it("refuses a statement link for a company code that is not the account's, and stores nothing", async () => {
    const before = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pdf_grants')).rows[0]!.n;
    const response = await t.post('soldto', '/api/invoice/search-pdf-request', searchBody('100100', '02-30-2026'));
    expect(response.statusCode).toBe(403);
    expect((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM pdf_grants')).rows[0]!.n).toBe(before);
  });

  it('refuses a saved card token sent as an eCheck (which would skip the CVV), before the ERP', async () => {
    const payments = erp.callsTo('/erp/invoice/payments');
    const relabelled = { ...CARD, payment_method: 'EC', payment_card_type: 'EC', card_validation_code: undefined, electronic_check_account_type: 'C', electronic_check_rdfi_number: '011000015' };
    const response = await payWith(app, t.tokens).pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 10, { reason_code: '03' })], relabelled));
    expect(response.statusCode).toBe(403);
    expect(erp.callsTo('/erp/invoice/payments')).toBe(payments);
  });

  it('refuses an amount whose JSON number has more decimals than a double keeps, instead of charging it rounded', async () => {
    const payments = erp.callsTo('/erp/invoice/payments');
    const body = JSON.stringify(payment('100100', '1000', [row('100100', DOC.open, 'RAW')])).replace(
      '"amount_to_process":"RAW"',
      '"amount_to_process":10.00000000000000000001',
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/invoice/payments',
      headers: { ...bearer(t.tokens.soldto!), 'idempotency-key': `exact-${Date.now()}`, 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.json()).toMatchObject({ statusCode: 422, message: VALIDATION.payAmount.numeric });
    expect(erp.callsTo('/erp/invoice/payments')).toBe(payments);
  });
});

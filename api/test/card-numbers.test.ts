import type { FastifyInstance } from 'fastify';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { DOC } from './helpers/fake-erp-data';
import type { FakeTokenizer } from './helpers/fake-tokenizer';
import { accessTokenBody, cardsBody, methodCalls, visaEntry, tokenizedFor } from './helpers/payment-methods';
import { COMPANY_1000, deposit, newKey, payment, row, saveTestMethods } from './helpers/payments';
import { bearer, useApiTest } from './helpers/test-app';

const CARD_NUMBER = '4111111111111111';
const ACCOUNT_NUMBER = '000123456789';
/** Fields a page must never send the API server (docs/decisions.md#shape-of-the-system): they go to the tokenizer only. */
const NUMBERS: Record<string, string>[] = [
  { card_number: CARD_NUMBER },
  { account_number: ACCOUNT_NUMBER },
  { routing_number: '011000015' },
  { cvv: '123' },
];

describe.each(databases)('card and account numbers never reach the API server ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto'], tokenizer: true });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  let tokenizer: FakeTokenizer;
  let api: ReturnType<typeof methodCalls>;
  beforeAll(async () => {
    ({ app, erp, tokenizer } = t);
    api = methodCalls(app, tokens);
    // Deposits on, as the sandbox's company 1000 has them.
    erp.customizing['1000'] = COMPANY_1000;
    saveTestMethods(erp);
    await tokenizedFor(app, 'soldto@portal.test', '100100', 'tok_visa_1a2b_1111');
  });

  const outsideCalls = () => erp.calls.length + tokenizer.callsTo('/tokenizer/sessions') + tokenizer.callsTo('/tokenizer/result');
  const pay = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(tokens.soldto!), 'idempotency-key': newKey() }, payload });

  /** Each endpoint with a valid body, and the places a number could be slipped into it. */
  const cases: [string, (extra: Record<string, string>) => Promise<{ statusCode: number; body: string }>][] = [
    ['access_token', (extra) => api.accessToken('soldto', { ...accessTokenBody('100100', '1000'), ...extra })],
    ['response', (extra) => api.result('soldto', { action: '02', access_token: 'at_x', ...extra })],
    ['payment_cards (body)', (extra) => api.cards('soldto', { ...cardsBody('100100', '1000', '01', [visaEntry('tok_visa_1a2b_1111')]), ...extra })],
    ['payment_cards (entry)', (extra) => api.cards('soldto', cardsBody('100100', '1000', '01', [visaEntry('tok_visa_1a2b_1111', extra)]))],
    ['payment_cards (payer_data)', (extra) => api.cards('soldto', { ...cardsBody('100100', '1000', '04', [visaEntry('tok_visa_1a2b_1111', { card_validation_code: '123' })]), payer_data: { customer_number: '100100', company_code: '1000', ...extra } })],
    ['payment-methods (query)', (extra) => api.list('soldto', new URLSearchParams({ customer_number: '100100', company_code: '1000', ...extra }).toString())],
    ['invoice/payments (payment_detail)', (extra) => {
      const body = payment('100100', '1000', [row('100100', DOC.open, 100)]);
      return pay('/api/invoice/payments', { ...body, payment_detail: { ...body.payment_detail, ...extra } });
    }],
    ['invoice/payments (document)', (extra) => pay('/api/invoice/payments', payment('100100', '1000', [row('100100', DOC.open, 100, extra)]))],
    ['invoice/payments (body)', (extra) => pay('/api/invoice/payments', { ...payment('100100', '1000', [row('100100', DOC.open, 100)]), ...extra })],
    ['makedeposit (payment_detail)', (extra) => {
      const body = deposit('100100', '1000');
      return pay('/api/customer/makedeposit', { ...body, payment_detail: { ...body.payment_detail, ...extra } });
    }],
    ['makedeposit (deposit_detail)', (extra) => pay('/api/customer/makedeposit', deposit('100100', '1000', extra))],
  ];

  it.each(cases)('refuses %s carrying a card or account number (400), without asking anyone', async (_name, call) => {
    for (const extra of NUMBERS) {
      const before = outsideCalls();
      const response = await call(extra);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain(CARD_NUMBER);
      expect(response.body).not.toContain(ACCOUNT_NUMBER);
      expect(outsideCalls()).toBe(before);
    }
  });

  it('accepts the same bodies without them', async () => {
    const statuses = await Promise.all(cases.map(([, call]) => call({}).then((r) => r.statusCode)));
    // response: the made-up access token is unknown (404); everything else gets through.
    expect(statuses).toEqual(cases.map(([name]) => (name === 'response' ? 404 : 200)));
  });
});

import type { FastifyInstance } from 'fastify';
import { DOC } from './helpers/fake-erp-data';
import { databases, type PreparedDatabase } from './helpers/databases';
import { startFakeErp, type FakeErp } from './helpers/fake-erp';
import { approvedVisa, startFakeTokenizer, type FakeTokenizer } from './helpers/fake-tokenizer';
import { accessTokenBody, cardsBody, methodCalls, visaEntry } from './helpers/payment-methods';
import { CARD, COMPANY_1000, deposit, payment, payWith, row, saveTestMethods } from './helpers/payments';
import { buildTestApp, login, userId } from './helpers/test-app';
import { startImpersonating } from './helpers/impersonation';
import { FOREIGN_METHOD } from '../src/security/method-tokens';

/**
 * A token from a tokenization session is usable only by the user who made the session, for the
 * payer it was made for, for a limited time unless saved (docs/security/payment-tokens.md).
 */
describe.each(databases)('payment tokens belong to their owner ($name)', (database) => {
  let prepared: PreparedDatabase;
  let erp: FakeErp;
  let tokenizer: FakeTokenizer;
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  let methods: ReturnType<typeof methodCalls>;
  let charges: ReturnType<typeof payWith>;
  let counter = 0;

  beforeAll(async () => {
    prepared = await database.prepare();
    erp = await startFakeErp();
    tokenizer = await startFakeTokenizer();
    app = await buildTestApp(prepared, erp.url, { TOKENIZER_URL: tokenizer.url });
    for (const name of ['soldto', 'payer', 'staff']) tokens[name] = (await login(app, `${name}@portal.test`)).token;
    methods = methodCalls(app, tokens);
    charges = payWith(app, tokens);
  });
  afterAll(async () => {
    await app?.close();
    await tokenizer?.close();
    await erp?.close();
    await prepared?.cleanup();
  });
  beforeEach(() => {
    erp.reset();
    saveTestMethods(erp);
    erp.customizing['1000'] = COMPANY_1000;
  });

  /** The browser's tokenization of a new Visa by `who` for `customer`: access token, post, result. */
  async function tokenize(who: string, customer: string, company: string, query = ''): Promise<string> {
    const token = `tok_visa_${process.pid}x${(counter += 1)}_1111`;
    const opened = await methods.accessToken(who, accessTokenBody(customer, company), query);
    expect(opened.statusCode).toBe(200);
    const { access_token } = opened.json<{ access_token: string }>();
    tokenizer.complete(access_token, approvedVisa(token));
    const read = await methods.result(who, { action: '02', access_token }, query);
    expect(read.statusCode).toBe(200);
    expect(read.json().paymentcard.payment_card_token).toBe(token);
    return token;
  }
  const withToken = (token: string) => ({ ...CARD, payment_card_token: token });
  const erpWrites = () =>
    erp.callsTo('/erp/invoice/payments') + erp.callsTo('/erp/customer/makedeposit') + erp.callsTo('/erp/customer/payment_cards');

  it("refuses another user's token for a payment, a deposit and saving it, before the ERP is asked", async () => {
    const stolen = await tokenize('payer', '200100', '1000');
    const before = erpWrites();
    const answers = [
      await charges.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], withToken(stolen))),
      await charges.deposit('soldto', deposit('100100', '1000', {}, withToken(stolen))),
      await methods.cards('soldto', cardsBody('100100', '1000', '01', [visaEntry(stolen)])),
      await methods.cards('soldto', cardsBody('100100', '1000', '04', [visaEntry(stolen, { card_validation_code: '123' })])),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ message: FOREIGN_METHOD, reason: 'foreign_payment_method' });
    }
    expect(erpWrites()).toBe(before);
  });

  it('lets the owner use it for the payer it was made for, not for another of their payers', async () => {
    const own = await tokenize('soldto', '100100', '1000');
    expect((await charges.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], withToken(own)))).statusCode).toBe(200);
    expect((await methods.cards('soldto', cardsBody('100100', '1000', '01', [visaEntry(own)]))).statusCode).toBe(200);
    const elsewhere = await charges.pay('soldto', payment('100200', '1100', [row('100200', DOC.open, 10, { reason_code: '01' })], withToken(own)));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(FOREIGN_METHOD);
  });

  it('keeps an unsaved token usable for a limited time only', async () => {
    const own = await tokenize('soldto', '100100', '1000');
    await app.db.query("UPDATE tokenized_methods SET expires_at = now() - interval '1 second'");
    const late = await charges.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)], withToken(own)));
    expect(late.statusCode).toBe(403);
  });

  it("takes a payer's saved methods from anyone who reaches the payer", async () => {
    expect((await charges.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]))).statusCode).toBe(200);
    erp.savedCards['100100'] = [];
    const unsaved = await charges.pay('soldto', payment('100100', '1000', [row('100100', DOC.open, 100)]));
    expect(unsaved.statusCode).toBe(403);
  });

  it("binds a token made while impersonating to the staff member and the customer, not to the customer's own login", async () => {
    const customer = await userId(app, 'soldto@portal.test');
    const query = `?userid=${customer}`;
    await startImpersonating(app, tokens.staff!, customer);
    const made = await tokenize('staff', '100100', '1000', query);
    const body = payment('100100', '1000', [row('100100', DOC.open, 100)], withToken(made));
    expect((await charges.pay('soldto', body)).statusCode).toBe(403);
    expect((await charges.pay('staff', body, undefined, query)).statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const own = await tokenize('soldto', '100100', '1000');
    const { rows } = await app.db.query('SELECT * FROM tokenized_methods');
    expect(JSON.stringify(rows)).not.toContain(own);
  });
});

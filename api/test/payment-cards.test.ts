import type { FastifyInstance } from 'fastify';
import { cardAssignedMessage, cardExistsMessage, MESSAGES, ROLE_PERMISSIONS, VALIDATION, type PaymentCardsRequest } from 'shared/server';
import { API_TEXTS } from '../src/errors';
import { databases } from './helpers/databases';
import type { FakeErp } from './helpers/fake-erp';
import { FOREIGN_TOKEN, SAVED_TOKEN } from './helpers/fake-erp-cards';
import { DECLINED_TOKEN } from './helpers/fake-erp-payments';
import { cardsBody, methodCalls, setPermissions, tokenizedFor, visaEntry } from './helpers/payment-methods';
import { startImpersonating } from './helpers/impersonation';
import { useApiTest, userId } from './helpers/test-app';

const NEW_TOKEN = 'tok_visa_0a1b2c3d4e5f_1111';
/** Authorizing (04) a card needs its CVV in the fake ERP's companies (cvv_use_control '1'). */
const WITH_CVV = { card_validation_code: '123' };
const ECHECK_ENTRY = { name: 'Pat Payer', token: 'tok_ec_1a2b3c4d5e6f_6789', type: 'EC', valid_to: '', electronic_check_account_type: 'C', electronic_check_rdfi_number: '011000015' };

describe.each(databases)('saved payment methods ($name)', (database) => {
  const t = useApiTest(database, { logins: ['soldto', 'payer', 'payerall', 'staff', 'viewer', 'noecheck', 'admin'] });
  const { tokens } = t;
  let app: FastifyInstance;
  let erp: FakeErp;
  let api: ReturnType<typeof methodCalls>;
  beforeAll(() => {
    ({ app, erp } = t);
    api = methodCalls(app, tokens);
  });
  beforeEach(async () => {
    erp.reset();
    await setPermissions(app, 'soldto@portal.test', ROLE_PERMISSIONS.user);
    // The new cards and eChecks these tests save or authorize come from the users' own tokenizations.
    for (const token of [NEW_TOKEN, ECHECK_ENTRY.token, DECLINED_TOKEN, FOREIGN_TOKEN]) await tokenizedFor(app, 'soldto@portal.test', '100100', token);
    await tokenizedFor(app, 'noecheck@portal.test', '300100', NEW_TOKEN);
    await tokenizedFor(app, 'staff@portal.test', '100100', NEW_TOKEN, 'soldto@portal.test');
    await tokenizedFor(app, 'admin@portal.test', '100200', NEW_TOKEN, 'soldto@portal.test');
  });

  const cardCalls = () => erp.callsTo('/erp/customer/payment_cards');
  const lastCards = () => erp.calls.filter((c) => c.url === '/erp/customer/payment_cards').at(-1)!.body as PaymentCardsRequest;
  const statusOf = async (who: string, body: object, query = '') => {
    const response = await api.cards(who, body, query);
    expect(response.statusCode).toBe(200);
    return response.json().status;
  };

  describe('POST /api/customer/payment_cards', () => {
    it('adds a card (01): valid_to at the end of its month, the CVV never sent to be stored', async () => {
      const entry = visaEntry(NEW_TOKEN, { valid_to: '09-2030', valid_from: '11/21/2025', default: 'X', card_validation_code: '123' });
      expect(await statusOf('soldto', cardsBody(' 100100 ', '1000', '01', [entry]))).toEqual({ message_type: 'S', message_line_string: 'Action 01 done' });
      expect(lastCards()).toEqual({
        payer_data: { customer_number: '100100', company_code: '1000' },
        action: '01',
        payment_cards: [{ name: 'Pat Payer', token: NEW_TOKEN, type: 'VISA', valid_from: '11-21-2025', valid_to: '09-30-2030', default: 'X' }],
      });
      const { rows } = await app.db.query<{ detail: { methods: string[] } }>("SELECT detail FROM audit_log WHERE action = 'payment_method_added'");
      expect(rows.at(-1)!.detail.methods).toEqual(['VISA *1111']);
    });

    it('sends eCheck fields only for eChecks and updates (02) and deletes (03)', async () => {
      expect((await statusOf('soldto', cardsBody('100100', '1000', '01', [{ ...ECHECK_ENTRY, valid_to: '01-31-2031' }]))).message_type).toBe('S');
      expect(lastCards().payment_cards[0]).toEqual({ name: 'Pat Payer', token: ECHECK_ENTRY.token, type: 'EC', electronic_check_account_type: 'C', electronic_check_rdfi_number: '011000015' });
      expect((await statusOf('soldto', cardsBody('100100', '1000', '02', [visaEntry(SAVED_TOKEN, { electronic_check_rdfi_number: '1' })]))).message_type).toBe('S');
      expect(lastCards().payment_cards[0]).not.toHaveProperty('electronic_check_rdfi_number');
      // An expired card can still be deleted.
      expect((await statusOf('soldto', cardsBody('100100', '1000', '03', [visaEntry(SAVED_TOKEN, { valid_to: '01-31-2019' })]))).message_type).toBe('S');
    });

    it("answers the ERP's 74 and 76 with the spec's texts (200, status E)", async () => {
      expect(await statusOf('soldto', cardsBody('100100', '1000', '01', [visaEntry(SAVED_TOKEN)]))).toEqual({
        message_type: 'E',
        message_number: '074',
        message_line_string: cardExistsMessage('Visa'),
      });
      const assigned = await statusOf('soldto', cardsBody('100100', '1000', '01', [visaEntry(FOREIGN_TOKEN, { type: 'MC' })]));
      expect(assigned).toEqual({ message_type: 'E', message_number: '76', message_line_string: cardAssignedMessage('Master Card', '100200') });
      expect(assigned.message_line_string).toBe('Master Card already assigned to account 100200');
    });

    it("answers any other ERP error with the ERP's message, and its success as it is", async () => {
      erp.cardsStatus = { message_type: 'E', message_line_string: 'Card name too long for the ERP.' };
      expect((await statusOf('soldto', cardsBody('100100', '1000', '02', [visaEntry(SAVED_TOKEN)]))).message_line_string).toBe('Card name too long for the ERP.');
      erp.cardsStatus = { message_type: 'E', message_line_string: '' };
      expect((await statusOf('soldto', cardsBody('100100', '1000', '02', [visaEntry(SAVED_TOKEN)]))).message_line_string).toBe(MESSAGES.paymentMethodSubmitError);
    });

    it("authorizes (04) with the CVV; a decline reads 'Credit Card not approved.'", async () => {
      const ok = await statusOf('soldto', cardsBody('100100', '1000', '04', [visaEntry(NEW_TOKEN, { card_validation_code: ' 123 ' })]));
      expect(ok.message_type).toBe('S');
      expect(lastCards().payment_cards[0]!.card_validation_code).toBe('123');
      const declined = await statusOf('soldto', cardsBody('100100', '1000', '04', [visaEntry(DECLINED_TOKEN, { card_validation_code: '123' })]));
      expect(declined).toEqual({ message_type: 'E', message_line_string: MESSAGES.cardNotApproved });
    });

    it("refuses to authorize (04) a card without the CVV its company requires (422 'CVV Is Required.'), before the ERP", async () => {
      // The fake ERP's companies all have cvv_use_control '1', as company 1000 of the sandbox.
      const before = cardCalls();
      for (const cvv of [undefined, '', '  ']) {
        const entry = visaEntry(NEW_TOKEN, cvv === undefined ? {} : { card_validation_code: cvv });
        const response = await api.cards('soldto', cardsBody('100100', '1000', '04', [entry]));
        expect(response.json()).toMatchObject({ statusCode: 422, message: VALIDATION.payClick.cvvRequired });
      }
      expect(cardCalls()).toBe(before);
    });

    it('authorizes (04) without CVV where the company does not require one, and eChecks anywhere', async () => {
      erp.customizing['1000'] = { generel_data: { partial_payments_allowed: 'X', cvv_use_control: '0' } };
      expect((await statusOf('soldto', cardsBody('100100', '1000', '04', [visaEntry(NEW_TOKEN)]))).message_type).toBe('S');
      expect(lastCards().payment_cards[0]).not.toHaveProperty('card_validation_code');
      erp.customizing['1000'] = { generel_data: { partial_payments_allowed: 'X', cvv_use_control: '1' } };
      expect((await statusOf('soldto', cardsBody('100100', '1000', '04', [ECHECK_ENTRY]))).message_type).toBe('S');
    });

    it.each([
      ['an expiry in the past', '01', visaEntry(NEW_TOKEN, { valid_to: '01-31-2020' }), VALIDATION.card.invalidExpiry],
      ['an impossible expiry', '02', visaEntry(SAVED_TOKEN, { valid_to: '13-2030' }), VALIDATION.card.invalidExpiry],
      ['a year after 2032', '01', visaEntry(NEW_TOKEN, { valid_to: '01-31-2033' }), VALIDATION.card.invalidExpiry],
      ['a card without a name', '01', visaEntry(NEW_TOKEN, { name: ' ' }), VALIDATION.card.nameRequired],
      ['an eCheck without a name', '01', { ...ECHECK_ENTRY, name: '' }, VALIDATION.echeck.nameRequired],
      ['an eCheck edit without a name', '02', { ...ECHECK_ENTRY, name: '' }, VALIDATION.echeck.editNameRequired],
      ['a CVV of 5 digits', '04', visaEntry(NEW_TOKEN, { card_validation_code: '12345' }), VALIDATION.payClick.cvvInvalid],
    ])('refuses %s (422) before the ERP', async (_case, action, entry, message) => {
      const before = cardCalls();
      const response = await api.cards('soldto', cardsBody('100100', '1000', action, [entry]));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(message);
      expect(cardCalls()).toBe(before);
    });

    it('refuses eChecks for company 0020 (422) before the ERP', async () => {
      const before = cardCalls();
      const response = await api.cards('noecheck', cardsBody('300100', '0020', '01', [ECHECK_ENTRY]));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: API_TEXTS.paymentMethodNotAllowed, reason: 'echeck_not_allowed' });
      expect(cardCalls()).toBe(before);
      expect((await statusOf('noecheck', cardsBody('300100', '0020', '01', [visaEntry(NEW_TOKEN)]))).message_type).toBe('S');
    });

    it('refuses a foreign payer or company (403) before the ERP', async () => {
      const before = cardCalls();
      for (const body of [cardsBody('200100', '1000', '01', [visaEntry(NEW_TOKEN)]), cardsBody('100100', '1100', '03', [visaEntry(SAVED_TOKEN)])]) {
        expect((await api.cards('viewer', body)).statusCode).toBe(403);
      }
      expect((await api.cards('payer', cardsBody('100100', '1000', '04', [visaEntry(NEW_TOKEN, WITH_CVV)]))).statusCode).toBe(403);
      expect(cardCalls()).toBe(before);
    });

    it('needs CanManagePaymentMethods for 01-03; 04 also CanMakePayment or impersonation', async () => {
      const before = cardCalls();
      await setPermissions(app, 'soldto@portal.test', ['CanMakePayment']);
      for (const action of ['01', '02', '03']) {
        expect((await api.cards('soldto', cardsBody('100100', '1000', action, [visaEntry(SAVED_TOKEN)]))).statusCode).toBe(403);
      }
      expect((await api.cards('staff', cardsBody('100100', '1000', '04', [visaEntry(NEW_TOKEN, WITH_CVV)]))).statusCode).toBe(403);
      expect(cardCalls()).toBe(before);
      expect((await statusOf('soldto', cardsBody('100100', '1000', '04', [visaEntry(NEW_TOKEN, WITH_CVV)]))).message_type).toBe('S');

      const customer = await userId(app, 'soldto@portal.test');
      const query = `?userid=${customer}`;
      for (const who of ['staff', 'admin']) await startImpersonating(app, tokens[who]!, customer);
      expect((await statusOf('staff', cardsBody('100100', '1000', '04', [visaEntry(NEW_TOKEN, WITH_CVV)]), query)).message_type).toBe('S');
      expect((await api.cards('staff', cardsBody('100100', '1000', '01', [visaEntry(NEW_TOKEN)]), query)).statusCode).toBe(403);
      expect((await statusOf('admin', cardsBody('100200', '1100', '01', [visaEntry(NEW_TOKEN)]), query)).message_type).toBe('S');
    });

    it("answers 502 'There was an error processing payment method.' when the ERP is down or answers no status", async () => {
      erp.setDown(true);
      const down = await api.cards('soldto', cardsBody('100100', '1000', '01', [visaEntry(NEW_TOKEN)]));
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({ message: MESSAGES.paymentMethodSubmitError, uniqueId: expect.any(String) });
      erp.setDown(false);
      erp.cardsStatus = {} as never;
      expect((await api.cards('soldto', cardsBody('100100', '1000', '01', [visaEntry(NEW_TOKEN)]))).statusCode).toBe(502);
    });
  });

  describe('GET /api/payment-methods', () => {
    const payerCalls = () => erp.callsTo('/erp/customer/payer');

    it("lists the payer's saved cards and eChecks, leaving out what has no type or token", async () => {
      erp.savedCards['100100'] = [
        { payment_card_type: 'VISA', payment_card_token: 'tok_visa_5f1c2a9e7b30_1111', payment_card_name: 'Dana', valid_to: '09-30-2029', default: 'X', extra: 'dropped' },
        { payment_card_type: 'EC', payment_card_token: 'tok_ec_8d4e61b0c2f7_6789', payment_card_name: 'Dana', electronic_check_account_type: 'C', electronic_check_rdfi_number: '011000015', default: '' },
        { payment_card_type: 'DINERS', payment_card_token: 'tok_x', payment_card_name: 'Old' },
      ];
      const response = await api.list('soldto', 'customer_number=0000100100&company_code=1000');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { payment_card_type: 'VISA', payment_card_token: 'tok_visa_5f1c2a9e7b30_1111', payment_card_name: 'Dana', valid_to: '09-30-2029', default: 'X' },
        { payment_card_type: 'EC', payment_card_token: 'tok_ec_8d4e61b0c2f7_6789', payment_card_name: 'Dana', electronic_check_account_type: 'C', electronic_check_rdfi_number: '011000015', default: '' },
      ]);
      expect((await api.list('payer', 'customer_number=100300&company_code=1000')).json()).toEqual([expect.objectContaining({ payment_card_token: 'tok_visa_1111' })]);
    });

    it('refuses a foreign customer (403) before the ERP, a missing number (400), and answers 502 when the ERP is down', async () => {
      const before = payerCalls();
      expect((await api.list('soldto', 'customer_number=200100&company_code=1000')).statusCode).toBe(403);
      // payerall's exclusion list holds 100500.
      expect((await api.list('payerall', 'customer_number=100500&company_code=1000')).statusCode).toBe(403);
      expect((await api.list('payerall', 'customer_number=100400&company_code=1000')).statusCode).toBe(200);
      expect((await api.list('staff', 'customer_number=100100&company_code=1000')).statusCode).toBe(403);
      expect(payerCalls()).toBe(before + 1);
      expect((await api.list('soldto', 'company_code=1000')).statusCode).toBe(400);
      erp.setDown(true);
      const down = await api.list('soldto', 'customer_number=100100&company_code=1000');
      expect(down.statusCode).toBe(502);
      expect(down.json().message).toBe(MESSAGES.payerDetailsError);
    });
  });
});

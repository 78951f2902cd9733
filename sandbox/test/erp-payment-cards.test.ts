import type { PaymentCard, PaymentCardEntry, PaymentCardsResponse, PayerResponse } from 'shared/server';
import { buildTestSandbox, postJson, type TestApp } from './helpers';
import { DECLINED_100200, MC_100200, testCard, testCheck, tokenizeCard, VISA_100100 } from './payment-helpers';

const entry = (token: string, type: PaymentCardEntry['type'], extra: Partial<PaymentCardEntry> = {}): PaymentCardEntry => ({
  name: 'Dana Whitfield',
  token,
  type,
  valid_from: '',
  valid_to: '09-30-2029',
  default: '',
  card_validation_code: '',
  electronic_check_account_type: '',
  electronic_check_rdfi_number: '',
  ...extra,
});

async function cards(app: TestApp, customer: string, company: string, action: string, list: PaymentCardEntry[]) {
  const { body } = await postJson<PaymentCardsResponse>(app, '/erp/customer/payment_cards', {
    payer_data: { customer_number: customer, company_code: company },
    action,
    payment_cards: list,
  });
  return body.status;
}

async function saved(app: TestApp, customer: string): Promise<PaymentCard[]> {
  const { body } = await postJson<PayerResponse>(app, '/erp/customer/payer', {
    customer_number: customer,
    company_code: '',
    action: '01',
  });
  return body.detail.payment_cards;
}

async function tokenized(app: TestApp, number: string, type: string) {
  const { result } = await tokenizeCard(app, testCard(number, type));
  if (!result.paymentcard) throw new Error('not tokenized');
  return result.paymentcard;
}

describe('POST /erp/customer/payment_cards', () => {
  const { app } = buildTestSandbox();
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.inject({ method: 'POST', url: '/erp/__reset' });
  });

  it('01 saves a tokenized card; default X takes the default from the others', async () => {
    const amex = await tokenized(app, '378282246310005', 'AMEX');
    const status = await cards(app, '100100', '1000', '01', [entry(amex.payment_card_token, 'AMEX', { default: 'X' })]);
    expect(status).toEqual({ message_type: 'S', message_line_string: 'American Express ending with *0005 saved.' });
    const list = await saved(app, '100100');
    expect(list.map((c) => [c.payment_card_type, c.default])).toEqual([
      ['VISA', ''],
      ['EC', ''],
      ['AMEX', 'X'],
    ]);
    expect(list[2]).toEqual({
      payment_card_type: 'AMEX',
      payment_card_token: amex.payment_card_token,
      payment_card_name: 'Dana Whitfield',
      valid_from: '',
      valid_to: '09-30-2029',
      electronic_check_account_type: '',
      electronic_check_rdfi_number: '',
      default: 'X',
    });
  });

  it('01 saves an eCheck with its account type and routing number', async () => {
    const { result } = await tokenizeCard(app, testCheck('98765'), 'EC');
    const token = result.paymentcard?.payment_card_token ?? '';
    expect(token).toMatch(/^tok_ec_.+_8765$/);
    const status = await cards(app, '100100', '1000', '01', [
      entry(token, 'EC', { valid_to: '', electronic_check_account_type: 'C', electronic_check_rdfi_number: '011000015' }),
    ]);
    expect(status.message_line_string).toBe('eCheck ending with *8765 saved.');
    expect((await saved(app, '100100')).find((c) => c.payment_card_token === token)).toMatchObject({
      payment_card_type: 'EC',
      electronic_check_account_type: 'C',
      electronic_check_rdfi_number: '011000015',
      valid_to: '',
    });
    // Company 0020 takes no eChecks.
    const { result: other } = await tokenizeCard(app, testCheck(), 'EC');
    const refused = await cards(app, '300100', '0020', '01', [entry(other.paymentcard?.payment_card_token ?? '', 'EC')]);
    expect(refused).toEqual({ message_type: 'E', message_line_string: 'eCheck is not accepted for company code 0020.' });
  });

  it('01 answers 74 for a token already saved on the payer and 76 for one saved on another account', async () => {
    expect(await cards(app, '100100', '1000', '01', [entry(VISA_100100, 'VISA')])).toEqual({
      message_type: 'E',
      message_number: '74',
      message_line_string: 'Visa already exists.',
    });
    expect(await cards(app, '100200', '1100', '01', [entry(VISA_100100, 'VISA')])).toEqual({
      message_type: 'E',
      message_number: '76',
      message_line_string: 'Visa already assigned to account 100100',
    });
    const mc = await tokenized(app, '5555555555554444', 'MC');
    const twice = await cards(app, '100100', '1000', '01', [entry(mc.payment_card_token, 'MC'), entry(mc.payment_card_token, 'MC')]);
    expect(twice).toMatchObject({ message_number: '74', message_line_string: 'Master Card already exists.' });
    expect(await saved(app, '100100')).toHaveLength(2);
  });

  it('01 answers 74 for the same card or eCheck tokenized again: a new token of a method already on file', async () => {
    const first = await tokenized(app, '5555555555554444', 'MC');
    expect(await cards(app, '100100', '1000', '01', [entry(first.payment_card_token, 'MC', { valid_to: first.valid_to })])).toMatchObject({
      message_type: 'S',
    });
    const again = await tokenized(app, '5555555555554444', 'MC');
    expect(again.payment_card_token).not.toBe(first.payment_card_token);
    expect(await cards(app, '100100', '1000', '01', [entry(again.payment_card_token, 'MC', { valid_to: again.valid_to })])).toEqual({
      message_type: 'E',
      message_number: '74',
      message_line_string: 'Master Card already exists.',
    });
    // Another expiry is another card (a reissue): it may be saved beside the first.
    const reissued = await tokenized(app, '5555555555554444', 'MC');
    expect(await cards(app, '100100', '1000', '01', [entry(reissued.payment_card_token, 'MC', { valid_to: '01-31-2033' })])).toMatchObject({
      message_type: 'S',
    });

    // 100100 has the eCheck of routing 011000015, checking, ending 6789 on file.
    const { result } = await tokenizeCard(app, { ...testCheck(), account_number: '0000006789', account_type: 'C' }, 'EC');
    const check = result.paymentcard!;
    const echeck = entry(check.payment_card_token, 'EC', {
      valid_to: '',
      electronic_check_rdfi_number: check.electronic_check_rdfi_number,
      electronic_check_account_type: check.electronic_check_account_type,
    });
    expect(await cards(app, '100100', '1000', '01', [echeck])).toEqual({
      message_type: 'E',
      message_number: '74',
      message_line_string: 'eCheck already exists.',
    });
    expect(await saved(app, '100100')).toHaveLength(4);
  });

  it('01 refuses unknown tokens, a wrong type, a missing name and an unknown customer', async () => {
    expect((await cards(app, '100100', '1000', '01', [entry('tok_visa_ffffffffffff_1111', 'VISA')])).message_line_string).toBe(
      'Payment card token not recognised.',
    );
    const visa = await tokenized(app, '4111111111111111', 'VISA');
    expect((await cards(app, '100100', '1000', '01', [entry(visa.payment_card_token, 'MC')])).message_line_string).toBe(
      'Payment card type does not match the token.',
    );
    expect((await cards(app, '100100', '1000', '01', [entry(visa.payment_card_token, 'VISA', { name: ' ' })])).message_line_string).toBe(
      'Name of the Visa is required.',
    );
    expect(await cards(app, '777', '1000', '01', [entry(visa.payment_card_token, 'VISA')])).toEqual({
      message_type: 'E',
      message_line_string: 'Customer 777 not found',
    });
  });

  it('02 changes only the name and valid_to (the end of its month); default X switches the default', async () => {
    const status = await cards(app, '100200', '1100', '02', [
      entry(MC_100200, 'MC', { name: 'M. Ortega', valid_to: '07-01-2031', electronic_check_rdfi_number: '011000015' }),
    ]);
    expect(status).toEqual({ message_type: 'S', message_line_string: 'Master Card ending with *4444 updated.' });
    const [mc] = await saved(app, '100200');
    expect(mc).toMatchObject({ payment_card_name: 'M. Ortega', valid_to: '07-31-2031', payment_card_token: MC_100200, default: 'X' });
    expect(mc?.electronic_check_rdfi_number).toBe('');

    await cards(app, '100200', '1100', '02', [entry(DECLINED_100200, 'VISA', { name: 'Declined Test Card', default: 'X' })]);
    expect((await saved(app, '100200')).map((c) => c.default)).toEqual(['', 'X']);

    expect((await cards(app, '100200', '1100', '02', [entry(MC_100200, 'MC', { valid_to: '13-45-2031' })])).message_line_string).toBe(
      'Expiry date is not a valid date.',
    );
    expect((await cards(app, '100200', '1100', '02', [entry(VISA_100100, 'VISA')])).message_type).toBe('E');
  });

  it('03 deletes a saved method; deleting it again is an E', async () => {
    expect(await cards(app, '100100', '1000', '03', [entry(VISA_100100, 'VISA')])).toEqual({
      message_type: 'S',
      message_line_string: 'Visa ending with *1111 deleted.',
    });
    expect((await saved(app, '100100')).map((c) => c.payment_card_type)).toEqual(['EC']);
    expect(await cards(app, '100100', '1000', '03', [entry(VISA_100100, 'VISA')])).toEqual({
      message_type: 'E',
      message_line_string: 'Visa ending with *1111 not found for customer 100100.',
    });
    // A refused request changes nothing, even when an earlier entry was fine.
    await cards(app, '100200', '1100', '03', [entry(MC_100200, 'MC'), entry('tok_mc_000000000000_0000', 'MC')]);
    expect(await saved(app, '100200')).toHaveLength(2);
  });

  it('04 approves an unsaved session card and declines the declined test card', async () => {
    const visa = await tokenized(app, '4111111111111111', 'VISA');
    expect(await cards(app, '100100', '1000', '04', [entry(visa.payment_card_token, 'VISA', { card_validation_code: '123' })])).toEqual({
      message_type: 'S',
      message_line_string: 'Visa ending with *1111 approved.',
    });
    expect(await saved(app, '100100')).toHaveLength(2);
    expect(await cards(app, '100200', '1100', '04', [entry(DECLINED_100200, 'VISA')])).toEqual({
      message_type: 'E',
      message_line_string: 'Card not approved',
    });
    expect((await cards(app, '100100', '1000', '04', [entry('tok_visa_ffffffffffff_1111', 'VISA')])).message_type).toBe('E');
  });

  it('answers 400 for an unknown action', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/erp/customer/payment_cards',
      payload: { payer_data: { customer_number: '100100', company_code: '1000' }, action: '05', payment_cards: [] },
    });
    expect(res.statusCode).toBe(400);
  });
});

import type { TokenizerResultResponse, TokenizerSessionResponse } from 'shared/server';
import { brandOf, luhnValid, routingValid } from '../src/tokenizer/cards';
import { brandRefusal, REFUSALS } from '../src/tokenizer/tokenize';
import { buildTestSandbox, postJson, type TestApp } from './helpers';

const ORIGIN = 'http://localhost:8080';
const card = (card_number: string, card_type = 'VISA', extra: object = {}) => ({
  card_number,
  card_type,
  name: 'Dana Whitfield',
  exp_month: 9,
  exp_year: 2029,
  cvv: '123',
  ...extra,
});

async function session(app: TestApp, payment_method: 'CC' | 'EC' = 'CC') {
  const { body } = await postJson<TokenizerSessionResponse>(app, '/tokenizer/sessions', { payment_method });
  return body;
}

function tokenize(app: TestApp, accessToken: string, payload: object, origin: string | null = ORIGIN) {
  return app.inject({
    method: 'POST',
    url: '/tokenizer/tokenize',
    headers: { authorization: `Bearer ${accessToken}`, ...(origin ? { origin } : {}) },
    payload,
  });
}

describe('card checks', () => {
  it('knows Luhn, brands and the 3-7-1 routing checksum', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(brandOf('5555555555554444')).toBe('MC');
    expect(brandOf('378282246310005')).toBe('AMEX');
    expect(routingValid('011000015')).toBe(true);
    expect(routingValid('011000016')).toBe(false);
  });
});

describe('/tokenizer', () => {
  const { app, clock } = buildTestSandbox({ tokenizerAllowedOrigins: [ORIGIN] });
  afterAll(() => app.close());

  it('POST /sessions opens a session for the API server', async () => {
    const s = await session(app);
    expect(s.access_token).toMatch(/^at_[0-9a-f]{32}$/);
    expect(s.merchant_guid).toBe('sandbox-merchant-0001');
    expect(s.tokenizer_url).toBe('http://localhost:8090/tokenizer/tokenize');
    expect(s.expires_in).toBe(600);
    const own = await postJson<TokenizerSessionResponse>(app, '/tokenizer/sessions', {
      payment_method: 'EC',
      merchant_guid: 'm-42',
    });
    expect(own.body.merchant_guid).toBe('m-42');
  });

  it.each([
    ['4111 1111 1111 1111', 'VISA', 'tok_visa_', '1111'],
    ['5555555555554444', 'MC', 'tok_mc_', '4444'],
    ['3782 822463 10005', 'AMEX', 'tok_amex_', '0005'],
  ])('approves test card %s and the API server reads the token', async (number, type, prefix, last4) => {
    const s = await session(app);
    const res = await tokenize(app, s.access_token, card(number, type, type === 'AMEX' ? { cvv: '1234' } : {}));
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    const body = res.json<{ result: string; token: string }>();
    expect(body.result).toBe('approved');
    expect(body.token.startsWith(prefix) && body.token.endsWith(`_${last4}`)).toBe(true);

    const { body: result } = await postJson<TokenizerResultResponse>(app, '/tokenizer/result', {
      access_token: s.access_token,
    });
    expect(result.result).toBe('approved');
    expect(result.paymentcard).toEqual({
      payment_card_type: type,
      payment_card_token: body.token,
      payment_card_name: 'Dana Whitfield',
      valid_from: '',
      valid_to: '09-30-2029',
      electronic_check_account_type: '',
      electronic_check_rdfi_number: '',
      default: '',
    });
    expect(JSON.stringify(result)).not.toContain(number.replace(/ /g, ''));
  });

  it('declines numbers that are not test cards', async () => {
    for (const number of ['4242424242424242']) {
      const s = await session(app);
      const res = await tokenize(app, s.access_token, card(number));
      expect(res.json()).toMatchObject({ result: 'declined', token: null });
      const { body } = await postJson<TokenizerResultResponse>(app, '/tokenizer/result', { access_token: s.access_token });
      expect(body.result).toBe('declined');
      expect(body.paymentcard).toBeUndefined();
    }
  });

  it('refuses invalid card data with 400 and the provider’s own texts, without using the token up', async () => {
    const s = await session(app);
    const luhn = await tokenize(app, s.access_token, card('4111111111111112'));
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toMatchObject({ message: REFUSALS.cardNumber });
    const wrongType = await tokenize(app, s.access_token, card('4111111111111111', 'MC'));
    expect(wrongType.json()).toMatchObject({ message: brandRefusal('MC') });
    const expired = await tokenize(app, s.access_token, card('4111111111111111', 'VISA', { exp_month: 1, exp_year: 2026 }));
    expect(expired.json()).toMatchObject({ message: REFUSALS.expiry });
    const cvv = await tokenize(app, s.access_token, card('4111111111111111', 'VISA', { cvv: '12' }));
    expect(cvv.json()).toMatchObject({ message: REFUSALS.cvv });
    const ok = await tokenize(app, s.access_token, card('4111111111111111'));
    expect(ok.json()).toMatchObject({ result: 'approved' });
  });

  it('access tokens are single use', async () => {
    const s = await session(app);
    expect((await tokenize(app, s.access_token, card('4111111111111111'))).statusCode).toBe(200);
    const again = await tokenize(app, s.access_token, card('4111111111111111'));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'Access token already used' });
  });

  it('access tokens expire after 10 minutes', async () => {
    const s = await session(app);
    clock.advance(10 * 60 * 1000 + 1000);
    const late = await tokenize(app, s.access_token, card('4111111111111111'));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: 'Access token expired' });
    const result = await postJson(app, '/tokenizer/result', { access_token: s.access_token });
    expect(result.res.statusCode).toBe(404);
  });

  it('refuses missing or unknown tokens and a session of the other method', async () => {
    const none = await app.inject({ method: 'POST', url: '/tokenizer/tokenize', payload: card('4111111111111111') });
    expect(none.statusCode).toBe(401);
    expect((await tokenize(app, 'at_nope', card('4111111111111111'))).statusCode).toBe(401);
    const ec = await session(app, 'EC');
    const mismatch = await tokenize(app, ec.access_token, card('4111111111111111'));
    expect(mismatch.statusCode).toBe(400);
  });

  it('result before tokenizing is a 409, an unknown token a 404', async () => {
    const s = await session(app);
    expect((await postJson(app, '/tokenizer/result', { access_token: s.access_token })).res.statusCode).toBe(409);
    expect((await postJson(app, '/tokenizer/result', { access_token: 'at_unknown' })).res.statusCode).toBe(404);
  });

  it('accepts eChecks on routing 011000015 and declines other routing numbers', async () => {
    const check = { routing_number: '011000015', account_number: '1234-5678', account_type: 'C', name: 'Harborview' };
    const s = await session(app, 'EC');
    const res = await tokenize(app, s.access_token, check);
    expect(res.json()).toMatchObject({ result: 'approved' });
    expect(res.json<{ token: string }>().token).toMatch(/^tok_ec_.+_5678$/);
    const { body } = await postJson<TokenizerResultResponse>(app, '/tokenizer/result', { access_token: s.access_token });
    expect(body.paymentcard).toMatchObject({
      payment_card_type: 'EC',
      electronic_check_account_type: 'C',
      electronic_check_rdfi_number: '011000015',
    });

    const other = await session(app, 'EC');
    // 021000021 is a valid routing number, but not the sandbox's.
    const declined = await tokenize(app, other.access_token, { ...check, routing_number: '021000021' });
    expect(declined.json()).toMatchObject({ result: 'declined' });

    const bad = await session(app, 'EC');
    const badRouting = await tokenize(app, bad.access_token, { ...check, routing_number: '123456789' });
    expect(badRouting.json()).toMatchObject({ message: REFUSALS.routing });
    const badAccount = await tokenize(app, bad.access_token, { ...check, account_number: '1234' });
    expect(badAccount.json()).toMatchObject({ message: REFUSALS.account });
  });

  it('answers the CORS preflight for allowed origins only', async () => {
    const ok = await app.inject({
      method: 'OPTIONS',
      url: '/tokenizer/tokenize',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(ok.headers['access-control-allow-headers']).toMatch(/Authorization/);

    const refused = await app.inject({
      method: 'OPTIONS',
      url: '/tokenizer/tokenize',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses card data posted from a foreign origin', async () => {
    const s = await session(app);
    const res = await tokenize(app, s.access_token, card('4111111111111111'), 'http://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    // The token was not used up by the refused request.
    expect((await tokenize(app, s.access_token, card('4111111111111111'))).statusCode).toBe(200);
  });
});

describe('/tokenizer CORS on errors', () => {
  const { app } = buildTestSandbox({ tokenizerAllowedOrigins: [ORIGIN] });
  afterAll(() => app.close());

  it('a malformed body from an allowed origin still carries the CORS header', async () => {
    const s = await session(app);
    const res = await tokenize(app, s.access_token, { card_number: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(res.json()).toMatchObject({ status: { message_type: 'E' } });
  });
});

import { useSessionStore } from 'shared';
import { fakeApi, ok, signIn } from 'shared/testing';
import { account } from '../../../testing/fixtures';
import { fakeTokenizer, paymentCardOf } from '../../../testing/payment-methods';
import { TokenizationError, tokenize, tokenizeEndpoint, type TokenizerData } from './tokenize';

const CARD: TokenizerData = {
  method: 'CC',
  data: { card_number: '4111111111111111', card_type: 'VISA', name: 'Dana', exp_month: 9, exp_year: 2030, cvv: '123' },
};

function fakeApiWith(overrides: Record<string, () => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    '/tokenization/access_token': () => ok({ access_token: 'acc-1', merchant_guid: 'm', tokenizer_url: 'https://tok.test/tokenizer' }),
    '/tokenization/response': () => ok({ paymentcard: paymentCardOf(CARD.data as unknown as Record<string, unknown>) }),
    ...overrides,
  });
}

beforeEach(() => {
  useSessionStore.getState().clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

describe('tokenization (docs/product/payment-methods.md, docs/decisions.md#shape-of-the-system)', () => {
  it('posts to tokenizer_url/tokenize, or to tokenizer_url when it already names /tokenize', () => {
    expect(tokenizeEndpoint('https://tok.test/tokenizer')).toBe('https://tok.test/tokenizer/tokenize');
    expect(tokenizeEndpoint('https://tok.test/tokenizer/')).toBe('https://tok.test/tokenizer/tokenize');
    expect(tokenizeEndpoint('http://localhost:8090/tokenizer/tokenize')).toBe('http://localhost:8090/tokenizer/tokenize');
  });

  it('asks /api for an access token, posts the data to the tokenizer only, then reads the paymentcard', async () => {
    const api = fakeApiWith();
    const tokenizer = fakeTokenizer();
    const card = await tokenize(account(), CARD);
    expect(card.payment_card_token).toBe('tok_visa_abcdef012345_1111');
    expect(api.seen.map((s) => s.url)).toEqual(['/tokenization/access_token', '/tokenization/response']);
    expect(api.seen[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(tokenizer.calls[0]!.url).toBe('https://tok.test/tokenizer/tokenize');
    expect(tokenizer.calls[0]!.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer acc-1' });
    expect(JSON.stringify(api.seen)).not.toContain('4111111111111111');
  });

  it.each<[string, () => void]>([
    ['no access token', () => fakeApiWith({ '/tokenization/access_token': () => ({ status: 500, data: {} }) })],
    ['a refused post (400)', () => fakeTokenizer(() => ({ status: 400, body: { message: 'Invalid credit card number' } }))],
    ['a declined card', () => fakeTokenizer(() => ({ status: 200, body: { result: 'declined', token: null } }))],
    ['no paymentcard', () => fakeApiWith({ '/tokenization/response': () => ok({}) })],
    ['a failed response call', () => fakeApiWith({ '/tokenization/response': () => ({ status: 404, data: {} }) })],
  ])("fails with 'Unable to save account details, please try again.' on %s", async (_, arrange) => {
    fakeApiWith();
    fakeTokenizer();
    arrange();
    const outcome = tokenize(account(), CARD);
    await expect(outcome).rejects.toBeInstanceOf(TokenizationError);
    await expect(outcome).rejects.toThrow('Unable to save account details, please try again.');
  });

  it('fails the same way when the tokenizer cannot be reached', async () => {
    fakeApiWith();
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(tokenize(account(), CARD)).rejects.toThrow('Unable to save account details, please try again.');
  });
});

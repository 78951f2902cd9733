import { endOfMonth, type ErpDocument, type PaymentCard, type PaymentCardsRequest, type Permission } from 'shared';
import type { FakeReply } from 'shared/testing';
import { fakeApi, ok, signIn } from 'shared/testing';
import PaymentsRoutes from '../app/routes';
import { account, COMPANY_1000, customizing, ECHECK_6789, payer, paymentResponse, select, VISA_1111 } from './fixtures';
import { renderAt } from './render';

export const TOKENIZER_URL = 'https://tokenizer.test/tokenizer/tokenize';
export const ACCESS_TOKEN = 'acc-token-1';

export interface TokenizerCall {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  credentials: RequestCredentials | undefined;
}

type TokenizerReply = { status: number; body: unknown };

/** A fake card tokenizer behind the global fetch: it approves everything unless told otherwise. */
export function fakeTokenizer(reply: (body: Record<string, unknown>) => TokenizerReply = () => ({ status: 200, body: { result: 'approved' } })) {
  const calls: TokenizerCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ url, headers: init.headers as Record<string, string>, body, credentials: init.credentials });
    const answer = reply(body);
    return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json: async () => answer.body };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** What the tokenizer made of the last data posted: the paymentcard /api/tokenization/response returns. */
export function paymentCardOf(body: Record<string, unknown>): PaymentCard {
  if (typeof body.card_number === 'string') {
    const kind = String(body.card_type).toLowerCase();
    return {
      payment_card_type: body.card_type as PaymentCard['payment_card_type'],
      payment_card_token: `tok_${kind}_abcdef012345_${body.card_number.slice(-4)}`,
      payment_card_name: String(body.name),
      valid_from: '',
      valid_to: endOfMonth(Number(body.exp_month), Number(body.exp_year)),
      electronic_check_account_type: '',
      electronic_check_rdfi_number: '',
      default: '',
    };
  }
  return {
    payment_card_type: 'EC',
    payment_card_token: `tok_ec_abcdef012345_${String(body.account_number).slice(-4)}`,
    payment_card_name: String(body.name),
    valid_from: '',
    valid_to: '',
    electronic_check_account_type: body.account_type as 'C',
    electronic_check_rdfi_number: String(body.routing_number),
    default: '',
  };
}

interface Options {
  company?: string;
  primaryAcct?: string;
  cards?: PaymentCard[];
  permissions?: Permission[];
  customizing?: Partial<ReturnType<typeof customizing>>;
  /** Overrides the ERP's answer to payment_cards (default: a small ERP that keeps the list). */
  paymentCards?: (body: PaymentCardsRequest) => FakeReply;
  tokenizer?: Parameters<typeof fakeTokenizer>[0];
  path?: string;
  /** Selected invoices, for /invoices/pay. */
  documents?: ErpDocument[];
}

/** A customer on `path` (default /settings/payment-methods), the API and the tokenizer faked. */
export function openPaymentMethods(o: Options = {}) {
  const company = o.company ?? '1000';
  signIn({ accounts: [account(o.primaryAcct ?? '100100', company)], permissions: o.permissions });
  select(...(o.documents ?? []));
  const list = [...(o.cards ?? [VISA_1111, ECHECK_6789])];
  const tokenizer = fakeTokenizer(o.tokenizer);
  const erpCards = (body: PaymentCardsRequest): FakeReply => {
    const entry = body.payment_cards[0]!;
    const at = list.findIndex((c) => c.payment_card_token === entry.token);
    if (body.action === '01') {
      const tokenized = tokenizer.calls.length ? paymentCardOf(tokenizer.calls.at(-1)!.body) : null;
      if (!tokenized) return ok({ status: { message_type: 'E', message_line_string: 'Payment card token not recognised.' } });
      if (entry.default === 'X') list.forEach((c, i) => (list[i] = { ...c, default: '' }));
      list.push({ ...tokenized, payment_card_name: entry.name, default: entry.default === 'X' ? 'X' : '' });
    }
    if (body.action === '02' && at >= 0) list[at] = { ...list[at]!, payment_card_name: entry.name, valid_to: entry.valid_to || list[at]!.valid_to };
    if (body.action === '03' && at >= 0) list.splice(at, 1);
    return ok({ status: { message_type: 'S', message_line_string: 'Done.' } });
  };
  const api = fakeApi({
    '/customer/customizing': () => ok({ ...customizing(company, COMPANY_1000), ...o.customizing }),
    '/customer/payer': () => ok(payer([...list])),
    '/tokenization/access_token': () => ok({ access_token: ACCESS_TOKEN, merchant_guid: 'merchant-1', tokenizer_url: TOKENIZER_URL }),
    '/tokenization/response': () => ok({ paymentcard: paymentCardOf(tokenizer.calls.at(-1)!.body) }),
    '/customer/payment_cards': (body) => (o.paymentCards ?? erpCards)(body as PaymentCardsRequest),
    '/invoice/payments': () => ok(paymentResponse([{ doc: '1400001001', type: 'S', message: 'Posted', amount: 100 }])),
    '/customer/makedeposit': () => ok(paymentResponse([{ doc: '1800000001', type: 'S', message: 'Deposit posted' }])),
  });
  renderAt(<PaymentsRoutes />, o.path ?? '/settings/payment-methods');
  return { api, tokenizer, list };
}

import type {
  ErpDocument,
  PaymentDetail,
  PaymentDocument,
  PaymentRequest,
  PaymentResponse,
  TokenizerResultResponse,
  TokenizerSessionResponse,
} from 'shared/server';
import { postJson, type TestApp } from './helpers';

/** Seeded saved methods (docs/demo-data.md, README). */
export const VISA_100100 = 'tok_visa_5f1c2a9e7b30_1111';
export const MC_100200 = 'tok_mc_a37b9e4d1c08_4444';
export const DECLINED_100200 = 'tok_visa_declined_9b2e7f41d6a3_0002';

/** The test clock's day (helpers.testClock starts on 03-15-2026). */
export const TODAY = '03-15-2026';

export const cardDetail = (token: string, extra: Partial<PaymentDetail> = {}): PaymentDetail => ({
  payment_method: 'CC',
  payment_card_type: token.startsWith('tok_mc') ? 'MC' : token.startsWith('tok_amex') ? 'AMEX' : 'VISA',
  payment_card_token: token,
  payment_card_name: 'Dana Whitfield',
  card_validation_code: '123',
  ...extra,
});

export const checkDetail = (token: string): PaymentDetail => ({
  payment_method: 'EC',
  payment_card_type: 'EC',
  payment_card_token: token,
  payment_card_name: 'Harborview Tower Management LLC',
  electronic_check_account_type: 'C',
  electronic_check_rdfi_number: '011000015',
});

/** A documents[] line the way the portal sends it, paying `amount` (the open amount by default). */
export function line(d: ErpDocument, amount = d.open_amount, extra: Partial<PaymentDocument> = {}): PaymentDocument {
  return {
    billing_document_number: d.billing_document_number,
    document_number_finance: d.document_number_finance,
    line_item_in_the_relevant_invoice: d.line_item_in_the_relevant_invoice,
    fiscal_year_of_the_relevant_invoice: d.fiscal_year_of_the_relevant_invoice,
    open_amount: d.open_amount,
    amount_to_process: amount,
    currency_key: d.currency_key,
    reason_code: '',
    reason_description: '',
    comment: '',
    reference_number: d.reference_number,
    zzcustom: d.zzcustom,
    ...extra,
  };
}

export function payment(customer: string, company: string, detail: PaymentDetail, documents: PaymentDocument[]): PaymentRequest {
  return { payer_data: { customer_number: customer, company_code: company }, payment_detail: detail, documents };
}

export async function pay(app: TestApp, request: PaymentRequest) {
  return (await postJson<PaymentResponse>(app, '/erp/invoice/payments', request)).body;
}

/** The live documents of a sold-to (the store hands out the objects the ERP changes). */
export function documentsOf(app: TestApp, soldTo: string): ErpDocument[] {
  const customer = app.erpStore.customer(soldTo);
  if (!customer) throw new Error(`no customer ${soldTo}`);
  return app.erpStore.documentsOf(customer);
}

type Kind = 'open' | 'partial' | 'credit' | 'cleared' | 'readOnly';

const is: Record<Kind, (d: ErpDocument) => boolean> = {
  open: (d) => d.open_amount > 0 && d.paid_amount === 0 && d.read_only_flag === '' && d.clearing_date === '',
  partial: (d) => d.open_amount > 0 && d.paid_amount > 0 && d.read_only_flag === '',
  credit: (d) => d.open_amount < 0,
  cleared: (d) => d.clearing_date !== '' && d.item_is_a_payment === '',
  readOnly: (d) => d.read_only_flag === 'X' && d.open_amount > 0,
};

/** The n-th seeded document of a kind; a copy would not show the ERP's changes, so this is the live one. */
export function pick(app: TestApp, soldTo: string, kind: Kind, n = 0): ErpDocument {
  const found = documentsOf(app, soldTo).filter((d) => d.billing_document_number !== '' && is[kind](d))[n];
  if (!found) throw new Error(`no ${kind} document #${n} of ${soldTo}`);
  return found;
}

export const plain = (n: string) => n.replace(/^0+/, '');

/** Opens a tokenizer session, posts a test card or eCheck and reads the token like the API server. */
export async function tokenizeCard(app: TestApp, data: object, method: 'CC' | 'EC' = 'CC') {
  const { body: s } = await postJson<TokenizerSessionResponse>(app, '/tokenizer/sessions', { payment_method: method });
  const res = await app.inject({
    method: 'POST',
    url: '/tokenizer/tokenize',
    headers: { authorization: `Bearer ${s.access_token}` },
    payload: data,
  });
  const { body } = await postJson<TokenizerResultResponse>(app, '/tokenizer/result', { access_token: s.access_token });
  return { tokenize: res.json<{ result: string; token: string | null }>(), result: body };
}

export const testCard = (card_number: string, card_type = 'VISA') => ({
  card_number,
  card_type,
  name: 'Dana Whitfield',
  exp_month: 9,
  exp_year: 2029,
  cvv: card_type === 'AMEX' ? '1234' : '123',
});

export const testCheck = (account_number = '123456789') => ({
  routing_number: '011000015',
  account_number,
  account_type: 'C',
  name: 'Harborview Tower Management LLC',
});

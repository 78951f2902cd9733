import type { FastifyInstance } from 'fastify';
import type { ErpCustomizingResponse } from 'shared/server';
import type { FakeErp } from './fake-erp';
import { billingNumber, FAKE_CUSTOMERS, financeNumber } from './fake-erp-data';
import { DECLINED_TOKEN } from './fake-erp-payments';
import { bearer } from './test-app';

/**
 * Company 1000 as the sandbox has it, with reasons required: partial payments on, overpayment off,
 * CVV required, deposits on; reason 01 and 21 need a comment.
 */
export const COMPANY_1000: Partial<ErpCustomizingResponse> = {
  payment_reason_codes: [
    { reason_code: '01', description: 'Pricing dispute', company_code: '1000', payment_type: 'O', comments_required: 'X' },
    { reason_code: '03', description: 'Paying in installments', company_code: '1000', payment_type: 'O', comments_required: '' },
    { reason_code: '20', description: 'Advance payment', company_code: '1000', payment_type: 'D', comments_required: '' },
    { reason_code: '21', description: 'Modernization deposit', company_code: '1000', payment_type: 'D', comments_required: 'X' },
  ],
  payment_types: [
    { payment_type: 'O', active: 'X', overpayment_allowed: '', reason_not_required: '' },
    { payment_type: 'D', active: 'X', overpayment_allowed: '', reason_not_required: '' },
  ],
  generel_data: { partial_payments_allowed: 'X', cvv_use_control: '1' },
  allowed_payment_methods: ['VISA', 'MC', 'AMEX', 'EC'],
};

export const CARD = {
  payment_method: 'CC',
  payment_card_type: 'VISA',
  payment_card_token: 'tok_visa_5f1c2a9e7b30_1111',
  payment_card_name: 'Pat Payer',
  valid_to: '09-30-2029',
  card_validation_code: '123',
};
export const ECHECK = {
  payment_method: 'EC',
  payment_card_type: 'EC',
  payment_card_token: 'tok_ec_8d4e61b0c2f7_6789',
  payment_card_name: 'Pat Payer',
  electronic_check_account_type: 'C',
  electronic_check_rdfi_number: '011000015',
};

/**
 * Makes CARD, ECHECK and the declined card saved methods of every fake customer, as the sandbox's
 * 100100 has its Visa and eCheck: a payment may use only a payer's saved methods or a token the
 * caller tokenized for that payer. Call after `erp.reset()`.
 */
export function saveTestMethods(erp: FakeErp): void {
  const saved = [
    { payment_card_type: 'VISA', payment_card_token: CARD.payment_card_token, payment_card_name: CARD.payment_card_name, default: 'X' },
    { payment_card_type: 'EC', payment_card_token: ECHECK.payment_card_token, payment_card_name: ECHECK.payment_card_name, default: '' },
    { payment_card_type: 'VISA', payment_card_token: DECLINED_TOKEN, payment_card_name: 'Declined', default: '' },
  ];
  for (const customer of FAKE_CUSTOMERS) erp.savedCards[customer.customer_number] = saved;
}

/** One line of documents[]: the document by customer and index, the amount to pay, extras. */
export function row(customer: string, index: number, amount: number | string, extra: Record<string, unknown> = {}) {
  return {
    billing_document_number: billingNumber(customer, index),
    document_number_finance: financeNumber(customer, index),
    line_item_in_the_relevant_invoice: '001',
    fiscal_year_of_the_relevant_invoice: '2026',
    open_amount: 1,
    amount_to_process: amount,
    currency_key: 'USD',
    reason_code: '',
    reason_description: '',
    comment: '',
    reference_number: '',
    zzcustom: {},
    ...extra,
  };
}

export function payment(payer: string, company: string, documents: object[], detail: object = CARD) {
  return { payer_data: { customer_number: payer, company_code: company }, payment_detail: detail, documents };
}

export function deposit(payer: string, company: string, detail: Record<string, unknown> = {}, method: object = CARD) {
  return {
    payer_data: { customer_number: payer, company_code: company },
    payment_detail: method,
    deposit_detail: { amount_to_process: 500, currency_key: 'USD', reason_code: '20', reference_number: 'DEP-1', comment: '', ...detail },
  };
}

let counter = 0;
/** A fresh Idempotency-Key, as the page makes one per Pay click. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${(counter += 1)}`;

export function payWith(app: FastifyInstance, tokens: Record<string, string>) {
  return {
    pay: (who: string, body: object, key: string | null = newKey(), query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/invoice/payments${query}`,
        headers: { ...bearer(tokens[who]!), ...(key === null ? {} : { 'idempotency-key': key }) },
        payload: body,
      }),
    deposit: (who: string, body: object, key: string | null = newKey(), query = '') =>
      app.inject({
        method: 'POST',
        url: `/api/customer/makedeposit${query}`,
        headers: { ...bearer(tokens[who]!), ...(key === null ? {} : { 'idempotency-key': key }) },
        payload: body,
      }),
  };
}

import type { DepositRequest, ErpDocument, PayerData, PaymentRequest, PaymentResponse, PaymentStatusLine } from 'shared/server';
import { groupedCents, unpadded } from '../../lib/erp-values';
import type { CustomerRecord } from '../data/customers';
import type { ErpStore } from '../store';
import { planLine, type PaymentLineInput, type PlannedLine } from './lines';
import { checkPaymentMethod, type TokenLookup } from './method';
import { postFinanceDocument, postLines } from './post';
import { CEILINGS, formatMinor, paymentRules, reasonProblem, requestedMinor, toMajor, type PaymentRules } from './rules';

export interface PaymentContext {
  store: ErpStore;
  tokens: TokenLookup;
}

/** The request bodies as the routes accept them: the documents' optional parts may be left out. */
export type PaymentInput = Omit<PaymentRequest, 'documents'> & { documents: PaymentLineInput[] };
export type DepositInput = Omit<DepositRequest, 'deposit_detail'> & {
  deposit_detail: Pick<DepositRequest['deposit_detail'], 'amount_to_process'> & {
    currency_key: string;
    reason_code?: string;
    reference_number?: string;
    comment?: string;
  };
};

/** A refusal of the whole request: one E line, index 0, nothing posted. */
export const refusal = (message_line_string: string): PaymentResponse => ({
  status: [{ index_number: 0, document_number_finance: '', message_type: 'E', message_line_string }],
  payed: [],
});

export function payerOf(store: ErpStore, payer: PayerData): { customer: CustomerRecord; rules: PaymentRules } | string {
  const number = unpadded(payer.customer_number.trim());
  const customer = store.customer(number);
  if (!customer) return `Customer ${number} not found`;
  const code = payer.company_code.trim();
  if (code !== '' && code !== customer.company_code) {
    return `Customer ${customer.customer_number} not found in company code ${code}`;
  }
  const company = store.company(customer.company_code);
  const rules = company && paymentRules(company);
  return rules ? { customer, rules } : `Company code ${customer.company_code} not found`;
}

/** POST /erp/invoice/payments: one charge for all lines that can post; the others get E lines. */
export function processPayment({ store, tokens }: PaymentContext, body: PaymentInput): PaymentResponse {
  const payer = payerOf(store, body.payer_data);
  if (typeof payer === 'string') return refusal(payer);
  const { customer, rules } = payer;
  const method = checkPaymentMethod(store, tokens, customer, rules, body.payment_detail);
  if (!method.ok) return refusal(method.message);

  const seen = new Set<ErpDocument>();
  const lines: PlannedLine[] = [];
  const failures: PaymentStatusLine[] = [];
  body.documents.forEach((input, i) => {
    const planned = planLine(store, customer, rules, input, i + 1, seen);
    if (planned.ok) lines.push(planned.line);
    else failures.push(planned.status);
  });
  if (lines.length === 0) return { status: failures, payed: [] };
  // Minor units are integers within the largest amount, so their sum is exact.
  const charge = lines.reduce((sum, l) => sum + l.amount, 0);
  if (charge <= 0) return refusal('The payment total must be greater than zero.');

  const authorization = store.ledger.nextAuthorization();
  const posted = postLines(store, rules, lines, charge, authorization);
  store.ledger.record({
    at: store.now().toISOString(),
    kind: 'payment',
    payer: customer.customer_number,
    token: method.card.payment_card_token,
    amount: toMajor(charge, rules.company),
    currency_key: rules.company.currency,
    documents: posted.documents,
    authorization_reference_code: authorization,
  });
  const status = [...posted.status, ...failures].sort((a, b) => a.index_number - b.index_number);
  return { status, payed: posted.payed };
}

/** POST /erp/customer/makedeposit: a credit on the payer's account, where payment type D is active. */
export function processDeposit({ store, tokens }: PaymentContext, body: DepositInput): PaymentResponse {
  const payer = payerOf(store, body.payer_data);
  if (typeof payer === 'string') return refusal(payer);
  const { customer, rules } = payer;
  const { company } = rules;
  if (!rules.depositsActive) return refusal(`Deposits are not enabled for company code ${company.company_code}.`);
  const detail = body.deposit_detail;
  if (detail.currency_key.trim() !== company.currency) {
    return refusal(`Deposits of company code ${company.company_code} are taken in ${company.currency}.`);
  }
  // docs/product/deposits.md: at least 1, at most 1,000,000.00, in whole cents.
  const requested = requestedMinor(detail.amount_to_process, company);
  if (!requested.ok && requested.problem === 'too_many_decimals') {
    return refusal(`Deposit amount ${detail.amount_to_process} has too many decimals for ${company.currency}.`);
  }
  const cents = requested.ok ? requested.cents : detail.amount_to_process < 0 ? -Infinity : Infinity;
  if (cents < CEILINGS.depositMinimumCents) {
    return refusal(`A deposit is at least ${groupedCents(CEILINGS.depositMinimumCents)} ${company.currency}.`);
  }
  if (cents > CEILINGS.depositMaximumCents || !requested.ok) {
    return refusal(`A deposit is at most ${groupedCents(CEILINGS.depositMaximumCents)} ${company.currency}.`);
  }
  const amount = requested.minor;
  const why = reasonProblem(rules, 'D', detail.reason_code?.trim() ?? '', detail.comment?.trim() ?? '');
  if (why) return refusal(`Deposit cannot be posted: ${why}.`);
  // A payer's deposit is booked on its first sold-to, where its searches find it.
  const soldTo = customer.kind === 'payer' ? store.soldTosOf(customer)[0] : customer;
  if (!soldTo) return refusal(`Customer ${customer.customer_number} has no sold-to to book a deposit on`);
  const method = checkPaymentMethod(store, tokens, customer, rules, body.payment_detail);
  if (!method.ok) return refusal(method.message);

  const authorization = store.ledger.nextAuthorization();
  const reference = detail.reference_number?.trim() || 'DEPOSIT';
  const doc = postFinanceDocument(store, soldTo, rules, 'deposit', amount, reference);
  store.ledger.record({
    at: store.now().toISOString(),
    kind: 'deposit',
    payer: customer.customer_number,
    token: method.card.payment_card_token,
    amount: toMajor(amount, company),
    currency_key: company.currency,
    documents: [doc.document_number_finance],
    authorization_reference_code: authorization,
  });
  const finance = doc.document_number_finance;
  return {
    status: [
      {
        index_number: 1,
        document_number_finance: finance,
        message_type: 'S',
        message_line_string: `Deposit of ${formatMinor(amount, company)} ${company.currency} posted to document ${finance}`,
        authorization_reference_code: authorization,
      },
    ],
    payed: [{ authorization_reference_code: authorization, document_number_finance: finance, amount: toMajor(amount, company) }],
  };
}

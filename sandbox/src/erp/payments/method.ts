import type { PaymentCard, PaymentDetail } from 'shared/server';
import { isDeclinedToken, TYPE_LABELS } from '../../lib/card-tokens';
import { readErpDate } from '../../lib/erp-values';
import type { CustomerRecord } from '../data/customers';
import type { ErpStore } from '../store';
import { acceptsMethod, cvvProblem, type PaymentRules } from './rules';

/** The payment provider's vault: a token the tokenizer handed out, or undefined. */
export type TokenLookup = (token: string) => PaymentCard | undefined;

export type MethodCheck =
  | { ok: true; card: PaymentCard; /** not saved on the customer: a session card */ session: boolean }
  | { ok: false; message: string };

export const DECLINED_MESSAGE = 'Card declined by issuer.';

const fail = (message: string): MethodCheck => ({ ok: false, message });

/** Finds the card behind a token: saved on this customer, or a session card fresh from the tokenizer. */
export function findMethod(
  store: ErpStore,
  tokens: TokenLookup,
  customer: CustomerRecord,
  token: string,
): MethodCheck {
  const saved = store.paymentCards(customer.customer_number).find((c) => c.payment_card_token === token);
  if (saved) return { ok: true, card: saved, session: false };
  // Someone else's saved method is not this customer's to use.
  if (store.cardOwner(token) !== undefined) return fail(`Payment method not found for customer ${customer.customer_number}.`);
  const session = tokens(token);
  return session ? { ok: true, card: session, session: true } : fail('Payment method not found.');
}

/** True when a card's valid_to (the end of its expiry month) lies before today. */
export function isExpired(card: PaymentCard, today: Date): boolean {
  if (card.payment_card_type === 'EC' || !card.valid_to) return false;
  const until = readErpDate(card.valid_to);
  return until !== null && until.getTime() < today.getTime();
}

/**
 * What the ERP checks before it charges a method: it exists for this customer,
 * matches the detail sent, is accepted by the company, has not expired, comes
 * with a CVV where the company asks for one, and the issuer approves it.
 */
export function checkPaymentMethod(
  store: ErpStore,
  tokens: TokenLookup,
  customer: CustomerRecord,
  rules: PaymentRules,
  detail: PaymentDetail,
): MethodCheck {
  const found = findMethod(store, tokens, customer, detail.payment_card_token.trim());
  if (!found.ok) return found;
  const { card } = found;
  const isCheck = card.payment_card_type === 'EC';
  if (card.payment_card_type !== detail.payment_card_type || isCheck !== (detail.payment_method === 'EC')) {
    return fail('Payment method does not match the token.');
  }
  if (!acceptsMethod(rules.company, card.payment_card_type)) {
    return fail(`${TYPE_LABELS[card.payment_card_type]} is not accepted for company code ${rules.company.company_code}.`);
  }
  if (isExpired(card, store.today())) return fail('Card expired.');
  const cvv = cvvProblem(rules, card.payment_card_type, detail.card_validation_code);
  if (cvv) return fail(cvv);
  if (isDeclinedToken(card.payment_card_token)) return fail(DECLINED_MESSAGE);
  return found;
}

import type { ErpStatus, PaymentCard, PaymentCardEntry, PaymentCardsRequest } from 'shared/server';
import { describeCard, isDeclinedToken, lastFour, TYPE_LABELS, typeOfToken } from '../../lib/card-tokens';
import { lastDayOf, readErpDate } from '../../lib/erp-values';
import type { CustomerRecord } from '../data/customers';
import { ok } from '../views';
import { findMethod } from './method';
import { acceptsMethod, cvvProblem, type PaymentRules } from './rules';
import { payerOf, type PaymentContext } from './service';

const error = (message_line_string: string, message_number?: string): ErpStatus => ({
  message_type: 'E',
  message_line_string,
  ...(message_number ? { message_number } : {}),
});

const asCard = (entry: PaymentCardEntry): Pick<PaymentCard, 'payment_card_type' | 'payment_card_token'> => ({
  payment_card_type: entry.type,
  payment_card_token: entry.token.trim(),
});

/**
 * The ERP's texts of messages 74 and 76 (docs/product/payment-methods.md#card-saving-messages);
 * the portal shows its own words for both and reads only the account number from 76.
 */
const EXISTS = (label: string) => `${label} already exists.`;
const ASSIGNED = (label: string, account: string) => `${label} already assigned to account ${account}`;
const INVALID_EXPIRY = 'Expiry date is not a valid date.';

const nameProblem = (entry: PaymentCardEntry) =>
  entry.name.trim() !== '' ? undefined : `Name of the ${TYPE_LABELS[entry.type]} is required.`;

/** valid_to as the end of its month (docs/product/payment-methods.md), '' for none, undefined when it is not a date. */
function expiry(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return '';
  const date = readErpDate(value);
  return date ? lastDayOf(date.getMonth() + 1, date.getFullYear()) : undefined;
}

/**
 * What makes two methods the same one, as a real ERP would know from the number behind the token:
 * a card by its type, last digits and expiry; an eCheck by its routing number, account type and
 * last digits (docs/product/payment-methods.md#card-saving-messages).
 */
function identityOf(
  card: Pick<PaymentCard, 'payment_card_type' | 'payment_card_token' | 'valid_to' | 'electronic_check_rdfi_number' | 'electronic_check_account_type'>,
): string {
  const last = lastFour(card.payment_card_token);
  return card.payment_card_type === 'EC'
    ? `EC|${card.electronic_check_rdfi_number ?? ''}|${card.electronic_check_account_type ?? ''}|${last}`
    : `${card.payment_card_type}|${last}|${card.valid_to ?? ''}`;
}

type Step = ErpStatus | (() => string);

interface Ctx extends PaymentContext {
  customer: CustomerRecord;
  rules: PaymentRules;
  list: PaymentCard[];
  adding: Set<string>;
}

function makeDefault(list: PaymentCard[], card: PaymentCard): void {
  for (const other of list) other.default = other === card ? 'X' : '';
}

/** 01: a tokenized method goes on file; 74 when it is already there, 76 when it is another account's. */
function add(ctx: Ctx, entry: PaymentCardEntry): Step {
  const token = entry.token.trim();
  const label = TYPE_LABELS[entry.type];
  const fresh = ctx.tokens(token);
  if (!fresh && !ctx.store.knowsToken(token)) return error('Payment card token not recognised.');
  if (typeOfToken(token) !== entry.type) return error('Payment card type does not match the token.');
  if (!acceptsMethod(ctx.rules.company, entry.type)) {
    return error(`${label} is not accepted for company code ${ctx.rules.company.company_code}.`);
  }
  const owner = ctx.store.cardOwner(token);
  if (owner === ctx.customer.customer_number || ctx.adding.has(token)) return error(EXISTS(label), '74');
  if (owner !== undefined) return error(ASSIGNED(label, owner), '76');
  const problem = nameProblem(entry);
  if (problem) return error(problem);
  const validTo = entry.type === 'EC' ? '' : expiry(entry.valid_to || fresh?.valid_to);
  if (validTo === undefined) return error(INVALID_EXPIRY);
  const identity = identityOf({
    payment_card_type: entry.type,
    payment_card_token: token,
    valid_to: validTo,
    electronic_check_rdfi_number: entry.electronic_check_rdfi_number || fresh?.electronic_check_rdfi_number || '',
    electronic_check_account_type: entry.electronic_check_account_type || fresh?.electronic_check_account_type || '',
  });
  // The same card or account tokenized again has a new token: it is still the one on file.
  if (ctx.list.some((c) => identityOf(c) === identity) || ctx.adding.has(identity)) return error(EXISTS(label), '74');
  ctx.adding.add(token);
  ctx.adding.add(identity);
  return () => {
    const card: PaymentCard = {
      payment_card_type: entry.type,
      payment_card_token: token,
      payment_card_name: entry.name.trim(),
      valid_from: entry.valid_from ?? '',
      valid_to: validTo,
      electronic_check_account_type:
        entry.type === 'EC' ? (entry.electronic_check_account_type || fresh?.electronic_check_account_type || '') : '',
      electronic_check_rdfi_number:
        entry.type === 'EC' ? (entry.electronic_check_rdfi_number || fresh?.electronic_check_rdfi_number || '') : '',
      default: '',
    };
    ctx.list.push(card);
    if (entry.default === 'X') makeDefault(ctx.list, card);
    return `${describeCard(card)} saved.`;
  };
}

/** 02 changes the name and the expiry (and makes it the default when asked); 03 deletes. */
function change(ctx: Ctx, entry: PaymentCardEntry, action: '02' | '03'): Step {
  const card = ctx.list.find((c) => c.payment_card_token === entry.token.trim());
  if (!card) return error(`${describeCard(asCard(entry))} not found for customer ${ctx.customer.customer_number}.`);
  if (action === '03') {
    return () => {
      const at = ctx.list.indexOf(card);
      if (at >= 0) ctx.list.splice(at, 1);
      return `${describeCard(card)} deleted.`;
    };
  }
  const problem = nameProblem({ ...entry, type: card.payment_card_type });
  if (problem) return error(problem);
  const validTo = card.payment_card_type === 'EC' ? '' : expiry(entry.valid_to);
  if (validTo === undefined) return error(INVALID_EXPIRY);
  return () => {
    card.payment_card_name = entry.name.trim();
    if (validTo !== '') card.valid_to = validTo;
    if (entry.default === 'X') makeDefault(ctx.list, card);
    return `${describeCard(card)} updated.`;
  };
}

/**
 * 04: verifies a method before paying with it, usually an unsaved session card. It uses the card
 * as a payment would, so the CVV is needed where the company requires one.
 */
function authorize(ctx: Ctx, entry: PaymentCardEntry): Step {
  const found = findMethod(ctx.store, ctx.tokens, ctx.customer, entry.token.trim());
  if (!found.ok) return error(found.message === 'Payment method not found.' ? 'Payment card token not recognised.' : found.message);
  const cvv = cvvProblem(ctx.rules, found.card.payment_card_type, entry.card_validation_code);
  if (cvv) return error(cvv);
  if (isDeclinedToken(found.card.payment_card_token)) return error('Card not approved');
  return () => `${describeCard(found.card)} approved.`;
}

/**
 * POST /erp/customer/payment_cards: every entry is checked first and the
 * changes are made only when all pass, so a refused request changes nothing.
 */
export function maintainCards(context: PaymentContext, body: PaymentCardsRequest): ErpStatus {
  const payer = payerOf(context.store, body.payer_data);
  if (typeof payer === 'string') return error(payer);
  const ctx: Ctx = {
    ...context,
    ...payer,
    list: context.store.paymentCards(payer.customer.customer_number),
    adding: new Set(),
  };
  const steps: (() => string)[] = [];
  for (const entry of body.payment_cards) {
    const step =
      body.action === '01'
        ? add(ctx, entry)
        : body.action === '04'
          ? authorize(ctx, entry)
          : change(ctx, entry, body.action);
    if (typeof step !== 'function') return step;
    steps.push(step);
  }
  return ok(steps.map((run) => run()).join(' '));
}

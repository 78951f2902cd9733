import { tokenKind } from '../lib/card-tokens';
import { lastDayOf } from '../lib/erp-values';
import {
  accountValid,
  APPROVED_ROUTING,
  brandOf,
  digitsOnly,
  expired,
  luhnValid,
  parseExpiry,
  routingValid,
  TEST_CARDS,
  type CardBrand,
} from './cards';
import type { CardData, CheckData } from './schemas';
import type { TokenizeOutcome } from './state';

/** Either a decision (approved or declined) or a reason to refuse the data (HTTP 400). */
export type Evaluation = { ok: true; outcome: TokenizeOutcome } | { ok: false; message: string };

const invalid = (message: string): Evaluation => ({ ok: false, message });

/**
 * The provider's own words for refused data. The portal shows none of them (any refusal reads
 * 'Unable to save account details, please try again.', docs/product/messages.md): its forms
 * check the same data first, with the texts of the specification.
 */
export const REFUSALS = {
  cardName: 'Cardholder name is required.',
  cardNumber: 'Card number fails the check digit test.',
  expiry: 'Expiry date is not valid or has passed.',
  cvv: 'CVV must be 3 or 4 digits.',
  accountName: 'Account holder name is required.',
  routing: 'Routing number is not valid.',
  account: 'Account number is not valid.',
} as const;

const BRAND_NAMES: Record<CardBrand, string> = { VISA: 'Visa', MC: 'Mastercard', AMEX: 'American Express' };

/** A valid number of another brand than the one chosen. */
export const brandRefusal = (brand: CardBrand): string => `Card number is not a ${BRAND_NAMES[brand]} number.`;

/** Checks card data the way a provider would (docs/product/payment-methods.md), in the provider's words. */
export function evaluateCard(data: CardData, today: Date, newToken: (kind: string, last4: string) => string): Evaluation {
  const name = data.name.trim();
  if (name === '') return invalid(REFUSALS.cardName);
  const digits = digitsOnly(data.card_number);
  if (!luhnValid(digits)) return invalid(REFUSALS.cardNumber);
  if (brandOf(digits) !== data.card_type) return invalid(brandRefusal(data.card_type));
  const expiry = parseExpiry(data.exp_month, data.exp_year, today);
  if (!expiry || expired(expiry, today)) return invalid(REFUSALS.expiry);
  if (data.cvv !== undefined && data.cvv !== '' && !/^\d{3,4}$/.test(data.cvv)) {
    return invalid(REFUSALS.cvv);
  }
  const known = TEST_CARDS[digits];
  if (!known) {
    return { ok: true, outcome: { result: 'declined', message: 'Card declined: the sandbox knows only its test cards' } };
  }
  // Like a real provider, the tokenizer only stores the card; the issuer declines 4000 0000 0000
  // 0002 when it is authorized (action 04) or charged, which the token's kind tells the ERP.
  const last4 = digits.slice(-4);
  return {
    ok: true,
    outcome: {
      result: 'approved',
      paymentcard: {
        payment_card_type: data.card_type,
        payment_card_token: newToken(tokenKind(data.card_type, known.approved), last4),
        payment_card_name: name,
        valid_from: '',
        valid_to: lastDayOf(expiry.month, expiry.year),
        electronic_check_account_type: '',
        electronic_check_rdfi_number: '',
        default: '',
      },
    },
  };
}

/** Checks eCheck data; the account number is padded to 10 digits (docs/product/payment-methods.md). */
export function evaluateCheck(data: CheckData, newToken: (kind: string, last4: string) => string): Evaluation {
  const name = data.name.trim();
  if (name === '') return invalid(REFUSALS.accountName);
  const routing = digitsOnly(data.routing_number);
  if (!routingValid(routing)) return invalid(REFUSALS.routing);
  if (!accountValid(data.account_number)) return invalid(REFUSALS.account);
  if (routing !== APPROVED_ROUTING) {
    return { ok: true, outcome: { result: 'declined', message: `Routing number ${routing} not accepted by the sandbox` } };
  }
  const account = digitsOnly(data.account_number).padStart(10, '0');
  return {
    ok: true,
    outcome: {
      result: 'approved',
      paymentcard: {
        payment_card_type: 'EC',
        payment_card_token: newToken(tokenKind('EC'), account.slice(-4)),
        payment_card_name: name,
        valid_from: '',
        valid_to: '',
        electronic_check_account_type: data.account_type,
        electronic_check_rdfi_number: routing,
        default: '',
      },
    },
  };
}

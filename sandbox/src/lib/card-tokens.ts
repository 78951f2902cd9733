import type { PaymentCard } from 'shared/server';

export type CardType = PaymentCard['payment_card_type'];

/**
 * The sandbox's token format: `tok_{kind}_{12 hex}_{last4}`, e.g.
 * `tok_visa_5f1c2a9e7b30_1111`. The kind is the lower-case card type, with
 * `_declined` added for a card the issuer declines (4000 0000 0000 0002, and the
 * ERP's seeded 'Declined Test Card'): the ERP declines its authorization and
 * every charge made with it.
 */
export const DECLINED_MARK = 'declined';

export function tokenKind(type: CardType, approved = true): string {
  const base = type.toLowerCase();
  return approved ? base : `${base}_${DECLINED_MARK}`;
}

export function isDeclinedToken(token: string): boolean {
  return new RegExp(`^tok_[a-z]+_${DECLINED_MARK}_`).test(token);
}

/** The last four digits a token ends with ('' when it does not follow the format). */
export function lastFour(token: string): string {
  return /_(\d{4})$/.exec(token)?.[1] ?? '';
}

/**
 * How the ERP names the types in its messages ('Visa ending with *1111 saved.'), the names the
 * portal shows too (docs/product/navigation-and-layout.md), written here on the ERP's side.
 */
export const TYPE_LABELS: Readonly<Record<CardType, string>> = {
  VISA: 'Visa',
  MC: 'Master Card',
  AMEX: 'American Express',
  EC: 'eCheck',
};

/** '{type} ending with *1111', the way the portal lists a method. */
export function describeCard(card: Pick<PaymentCard, 'payment_card_type' | 'payment_card_token'>): string {
  return `${TYPE_LABELS[card.payment_card_type]} ending with *${lastFour(card.payment_card_token)}`;
}

const KINDS: Record<string, CardType> = { visa: 'VISA', mc: 'MC', amex: 'AMEX', ec: 'EC' };

/** The card type a token was issued for (undefined when it does not follow the format). */
export function typeOfToken(token: string): CardType | undefined {
  const kind = /^tok_([a-z]+)_/.exec(token)?.[1];
  return kind ? KINDS[kind] : undefined;
}

import { accountNumberValid, cardTypeOf, digitsOnly, LIMITS, luhnValid, routingValid } from 'shared/server';

// The card and account rules are the portal's own (docs/product/payment-methods.md), kept once in shared.
export { digitsOnly, luhnValid, routingValid };
export const brandOf = (digits: string): CardBrand | undefined => cardTypeOf(digits) ?? undefined;
export const accountValid = (account: string): boolean => accountNumberValid(account);

export type CardBrand = 'VISA' | 'MC' | 'AMEX';

/** docs/demo-data.md test cards. Any other number is declined: the sandbox knows only these. */
export const TEST_CARDS: Readonly<Record<string, { brand: CardBrand; approved: boolean }>> = {
  '4111111111111111': { brand: 'VISA', approved: true },
  '5555555555554444': { brand: 'MC', approved: true },
  '378282246310005': { brand: 'AMEX', approved: true },
  '4000000000000002': { brand: 'VISA', approved: false },
};

/** docs/demo-data.md: this routing number, with any valid account number, is accepted. */
export const APPROVED_ROUTING = '011000015';

/** A 2- or 4-digit year and a month as numbers, or undefined when out of range. */
export function parseExpiry(month: number | string, year: number | string): { month: number; year: number } | undefined {
  const m = Number(month);
  let y = Number(year);
  if (y < 100) y += 2000;
  if (!Number.isInteger(m) || m < 1 || m > 12) return undefined;
  if (!Number.isInteger(y) || y < LIMITS.cardYearFrom || y > LIMITS.cardYearTo) return undefined;
  return { month: m, year: y };
}

/** A card is usable through the last day of its expiry month. */
export function expired(expiry: { month: number; year: number }, today: Date): boolean {
  return expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1;
}

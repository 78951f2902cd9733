/*
 * The provider's own checks of card and account data (docs/product/payment-methods.md), written
 * here rather than taken from the portal's rules in shared: the tokenizer stands in for another
 * company's service, so a portal form that lets a wrong number through is refused here as it
 * would be there.
 */

export type CardBrand = 'VISA' | 'MC' | 'AMEX';

/** A number without the spaces and hyphens people type between groups. */
export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn check digit, on 12 to 19 digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  const sum = [...digits].reverse().reduce((acc, char, i) => {
    const doubled = i % 2 === 1 ? Number(char) * 2 : Number(char);
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** The brand of a number by its issuer prefix and length (Visa 4…, Master Card 51–55 and 2221–2720, Amex 34/37). */
export function brandOf(digits: string): CardBrand | undefined {
  if (/^4(\d{12}|\d{15}|\d{18})$/.test(digits)) return 'VISA';
  const prefix = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((prefix >= 5100 && prefix <= 5599) || (prefix >= 2221 && prefix <= 2720))) return 'MC';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  return undefined;
}

/** An ABA routing number: 9 digits whose sum with the weights 3, 7, 1 (repeated) is a multiple of 10. */
export function routingValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const weights = [3, 7, 1];
  return [...digits].reduce((acc, char, i) => acc + Number(char) * (weights[i % 3] ?? 0), 0) % 10 === 0;
}

/** A bank account number: digits (spaces and hyphens between them allowed), 5 to 17 once the spaces are gone. */
export function accountValid(account: string): boolean {
  const text = account.trim();
  if (!/^[\d\s-]+$/.test(text)) return false;
  const withoutSpaces = text.replace(/\s/g, '');
  return withoutSpaces.length >= 5 && withoutSpaces.length <= 17 && digitsOnly(text).length >= 5;
}

/** How many years ahead the provider takes an expiry date. */
const EXPIRY_YEARS_AHEAD = 20;

/** docs/demo-data.md test cards. Any other number is declined: the sandbox knows only these. */
export const TEST_CARDS: Readonly<Record<string, { brand: CardBrand; approved: boolean }>> = {
  '4111111111111111': { brand: 'VISA', approved: true },
  '5555555555554444': { brand: 'MC', approved: true },
  '378282246310005': { brand: 'AMEX', approved: true },
  '4000000000000002': { brand: 'VISA', approved: false },
};

/** docs/demo-data.md: this routing number, with any valid account number, is accepted. */
export const APPROVED_ROUTING = '011000015';

/** A 2- or 4-digit year and a month as numbers, or undefined when out of range (more than 20 years ahead of today). */
export function parseExpiry(month: number | string, year: number | string, today: Date): { month: number; year: number } | undefined {
  const m = Number(month);
  let y = Number(year);
  if (y < 100) y += 2000;
  if (!Number.isInteger(m) || m < 1 || m > 12) return undefined;
  if (!Number.isInteger(y) || y > today.getFullYear() + EXPIRY_YEARS_AHEAD) return undefined;
  return { month: m, year: y };
}

/** A card is usable through the last day of its expiry month. */
export function expired(expiry: { month: number; year: number }, today: Date): boolean {
  return expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1;
}

import { LIMITS } from 'shared/server';

export type CardBrand = 'VISA' | 'MC' | 'AMEX';

/** decisions §6 test cards. Any other number is declined: the sandbox knows only these. */
export const TEST_CARDS: Readonly<Record<string, { brand: CardBrand; approved: boolean }>> = {
  '4111111111111111': { brand: 'VISA', approved: true },
  '5555555555554444': { brand: 'MC', approved: true },
  '378282246310005': { brand: 'AMEX', approved: true },
  '4000000000000002': { brand: 'VISA', approved: false },
};

/** decisions §6: this routing number, with any valid account number, is accepted. */
export const APPROVED_ROUTING = '011000015';

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand | undefined {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'VISA';
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return 'MC';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  return undefined;
}

/** Spec §5: 9 digits whose 3-7-1 weighted sum is divisible by 10. */
export function routingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1];
  const sum = [...routing].reduce((acc, d, i) => acc + Number(d) * (weights[i % 3] ?? 0), 0);
  return sum % 10 === 0;
}

/** Spec §5: 5 to 17 digits once spaces and hyphens are gone. */
export function accountValid(account: string): boolean {
  return /^\d{5,17}$/.test(digitsOnly(account));
}

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

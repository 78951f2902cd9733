import { erpCents } from '../format/money';
import { comparableCents } from './amount-limits';

/**
 * Where a selected invoice's pay amount stands against the open amount, -1 under, 1 over, 0
 * equal (also while the field holds no amount yet).
 */
export function overUnder(amount: string, openAmount: number): -1 | 0 | 1 {
  const cents = comparableCents(amount);
  if (cents === null) return 0;
  const open = erpCents(openAmount);
  return cents < open ? -1 : cents > open ? 1 : 0;
}

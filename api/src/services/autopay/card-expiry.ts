import { CARD_EXPIRY_REMINDER_DAYS, addDays, erpDayToIso, type PaymentCard } from 'shared/server';

/** A saved card's last day (YYYY-MM-DD) from the ERP's valid_to; null for an eCheck or none. */
export function cardExpiryDay(card: Pick<PaymentCard, 'payment_card_type' | 'valid_to'>): string | null {
  if (card.payment_card_type === 'EC') return null;
  return erpDayToIso(card.valid_to ?? null);
}

/** Expired, or expiring within the reminders' window (CARD_EXPIRY_REMINDER_DAYS) of `today`. */
export const expiresSoon = (expiry: string, today: string): boolean => expiry <= addDays(today, CARD_EXPIRY_REMINDER_DAYS);

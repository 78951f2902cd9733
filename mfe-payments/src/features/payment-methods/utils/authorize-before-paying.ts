import type { HeaderItem, PaymentCard } from 'shared';
import { authorizeSessionCard } from '../api/payment-cards';
import { paymentErrorMessage } from '../../../lib/payment-error';

/**
 * docs/product/messages.md: paying with an unsaved (session) card first asks payment_cards 04; a decline reads
 * 'Credit Card not approved.' and no payment is sent. Saved methods and eChecks go straight on.
 */
export async function authorizeBeforePaying(account: HeaderItem, card: PaymentCard, cvv: string | null): Promise<string | null> {
  if (!card.is_session || card.payment_card_type === 'EC') return null;
  try {
    return await authorizeSessionCard(account, card, cvv);
  } catch (error) {
    return paymentErrorMessage(error);
  }
}

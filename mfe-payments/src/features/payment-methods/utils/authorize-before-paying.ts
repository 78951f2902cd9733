import { CHECKOUT_MESSAGES, type HeaderItem, type PaymentCard } from 'shared';
import { authorizeSessionCard } from './payment-cards';
import { useSessionMethodsStore } from '../stores/session-methods';
import { paymentErrorMessage } from '../../../lib/payment-error';

/**
 * docs/product/messages.md: paying with an unsaved (session) card first asks payment_cards 04; a decline reads
 * 'Credit Card not approved.' and no payment is sent. Saved methods and eChecks go straight on.
 */
export async function authorizeBeforePaying(account: HeaderItem, card: PaymentCard, cvv: string | null): Promise<string | null> {
  if (!card.is_session || card.payment_card_type === 'EC') return null;
  try {
    const declined = await authorizeSessionCard(account, card, cvv);
    // A declined card is not kept for the session: it leaves 'Pay With' and is never picked again.
    if (!declined) return null;
    useSessionMethodsStore.getState().remove(account.PrimaryAcct, card.payment_card_token);
    // On a line of its own, as every refusal says it (docs/product/checkout-and-payments.md#sending-a-payment).
    return `${declined}\n${CHECKOUT_MESSAGES.notCharged}`;
  } catch (error) {
    return paymentErrorMessage(error);
  }
}

import { useCallback, useMemo } from 'react';
import {
  errorMessage,
  MESSAGES,
  PAYMENT_CARD_ACTIONS,
  useSessionStore,
  type HeaderItem,
  type PaymentCard,
  type PaymentCardEntry,
} from 'shared';
import { TEXTS } from '../../../config/labels';
import { methodName } from '../../../lib/payment-method';
import { paymentCardsError, payerDataOf, postPaymentCards, toCardEntry } from '../utils/payment-cards';
import { tokenize, type TokenizerData } from '../api/tokenize';
import { useSessionMethodsStore } from '../stores/session-methods';
import type { MethodOutcome } from '../types/method';
import type { MethodChange } from '../utils/method-form';

interface Options {
  account: HeaderItem | null;
}

const failed = (error: string): MethodOutcome => ({ ok: false, error });

/** One payment_cards call: null when it went (S), else the text to show (docs/product/payment-methods.md#card-saving-messages). */
async function maintain(
  account: HeaderItem,
  action: keyof typeof PAYMENT_CARD_ACTIONS,
  card: PaymentCard,
  entry: Partial<PaymentCardEntry>,
): Promise<string | null> {
  try {
    const status = await postPaymentCards({
      payer_data: payerDataOf(account),
      action: PAYMENT_CARD_ACTIONS[action],
      payment_cards: [toCardEntry(card, entry)],
    });
    return paymentCardsError(status, card.payment_card_type);
  } catch (error) {
    return errorMessage(error, MESSAGES.paymentMethodSubmitError);
  }
}

/**
 * A change on file needs no reload here: the payment_cards call's `invalidates` loads the saved
 * methods again (shared/src/domain/endpoints/billing.ts).
 *
 * docs/product/payment-methods.md: add (tokenize, then save on file with 01 or keep for the session), edit (02, or
 * the session only) and delete (03, or the session only) a card or eCheck of the account.
 */
export function useMethodActions({ account }: Options) {
  const userId = useSessionStore((s) => s.user?.UserId ?? null);

  const add = useCallback(
    async (entry: TokenizerData, save: boolean, makeDefault: boolean): Promise<MethodOutcome> => {
      if (!account) return failed(MESSAGES.paymentMethodSubmitError);
      let card: PaymentCard;
      try {
        card = await tokenize(account, entry);
      } catch {
        return failed(MESSAGES.tokenizationFailed);
      }
      if (!save) {
        const session: PaymentCard = { ...card, default: '', is_session: true };
        useSessionMethodsStore.getState().add(userId, account.PrimaryAcct, session);
        return { ok: true, card: session, notice: TEXTS.methodAddedForSession(methodName(card)) };
      }
      const refused = await maintain(account, 'add', card, { default: makeDefault ? 'X' : '' });
      if (refused) return failed(refused);
      return { ok: true, card: { ...card, is_session: false }, notice: TEXTS.methodSaved(methodName(card)) };
    },
    [account, userId],
  );

  const update = useCallback(
    async (card: PaymentCard, change: MethodChange): Promise<MethodOutcome> => {
      if (!account) return failed(MESSAGES.paymentMethodSubmitError);
      const patch = { payment_card_name: change.name, ...(change.valid_to ? { valid_to: change.valid_to } : {}) };
      if (card.is_session) {
        // docs/product/payment-methods.md: editing an unsaved method updates it in the session only.
        useSessionMethodsStore.getState().update(account.PrimaryAcct, card.payment_card_token, patch);
      } else {
        const isDefault = change.makeDefault || card.default === 'X';
        const refused = await maintain(account, 'update', { ...card, ...patch }, { default: isDefault ? 'X' : '' });
        if (refused) return failed(refused);
      }
      return { ok: true, card: { ...card, ...patch }, notice: TEXTS.methodUpdated(methodName(card)) };
    },
    [account],
  );

  const remove = useCallback(
    async (card: PaymentCard): Promise<MethodOutcome> => {
      if (!account) return failed(MESSAGES.paymentMethodSubmitError);
      if (card.is_session) {
        useSessionMethodsStore.getState().remove(account.PrimaryAcct, card.payment_card_token);
      } else {
        const refused = await maintain(account, 'delete', card, {});
        if (refused) return failed(refused);
      }
      return { ok: true, card, notice: TEXTS.methodDeleted(methodName(card)) };
    },
    [account],
  );

  return useMemo(() => ({ add, update, remove }), [add, update, remove]);
}

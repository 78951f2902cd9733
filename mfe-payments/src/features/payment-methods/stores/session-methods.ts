import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSessionStore, type PaymentCard } from 'shared';

type Owner = number | null;

interface SessionMethodsState {
  /** The user whose methods these are: another login in the same tab never sees them. */
  owner: Owner;
  /** Unsaved (session) cards and eChecks by payer account (PrimaryAcct), in the order added. */
  byAccount: Record<string, PaymentCard[]>;
  add: (owner: Owner, account: string, card: PaymentCard) => void;
  update: (account: string, token: string, patch: Partial<Pick<PaymentCard, 'payment_card_name' | 'valid_to'>>) => void;
  remove: (account: string, token: string) => void;
  /** One account's methods, or every account's when none is named. */
  clear: (account?: string) => void;
}

/**
 * docs/product/payment-methods.md ('Unsaved methods'): cards and eChecks tokenized but not saved on file, held per payer
 * account for the session. Kept in sessionStorage so a reload keeps them; cleared at logout.
 * Only tokens and what the list shows are kept: never a card or account number.
 */
export const useSessionMethodsStore = create<SessionMethodsState>()(
  persist(
    (set) => ({
      owner: null,
      byAccount: {},
      add: (owner, account, card) =>
        set((s) => {
          const mine = s.owner === owner ? s.byAccount : {};
          const others = (mine[account] ?? []).filter((c) => c.payment_card_token !== card.payment_card_token);
          return { owner, byAccount: { ...mine, [account]: [...others, { ...card, is_session: true }] } };
        }),
      update: (account, token, patch) =>
        set((s) => {
          const list = s.byAccount[account];
          if (!list) return s;
          return { byAccount: { ...s.byAccount, [account]: list.map((c) => (c.payment_card_token === token ? { ...c, ...patch } : c)) } };
        }),
      remove: (account, token) =>
        set((s) => {
          const list = s.byAccount[account];
          if (!list) return s;
          return { byAccount: { ...s.byAccount, [account]: list.filter((c) => c.payment_card_token !== token) } };
        }),
      clear: (account) =>
        set((s) => {
          if (account === undefined) return { owner: null, byAccount: {} };
          const { [account]: _dropped, ...rest } = s.byAccount;
          return { byAccount: rest };
        }),
    }),
    {
      name: 'mfe-payments-session-methods',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ owner: s.owner, byAccount: s.byAccount }),
    },
  ),
);

/** Logout (here or in a tab of the same session) clears the token: the session's methods go with it. */
useSessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) useSessionMethodsStore.getState().clear();
});

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { HeaderItem } from '../../domain/endpoints/types';
import type { TokenPair, UserAccountsResponse } from '../../domain/endpoints/account/session';
import type { Permission } from '../../domain/constants/domain';
import { mayPay } from '../../domain/rules/who-may-pay';

export interface SessionState {
  token: string | null;
  refreshToken: string | null;
  /** Staff impersonating a customer (docs/product/users-and-admin.md#permissions); kept for the tab's session. */
  impersonatedUserId: number | null;
  /** The primary account chosen in the account switcher (PrimaryAcct). */
  selectedAccount: string | null;
  /** Set when the server says the caller is not logged in (401 reason not_logged_in). */
  isLoggedIn: boolean;
  user: UserAccountsResponse | null;
  payers: HeaderItem[];
  setTokens: (pair: TokenPair) => void;
  setUser: (user: UserAccountsResponse) => void;
  setPayers: (payers: HeaderItem[]) => void;
  selectAccount: (primaryAcct: string) => void;
  setImpersonatedUserId: (userId: number | null) => void;
  markLoggedOut: () => void;
  clear: () => void;
}

const empty = {
  token: null,
  refreshToken: null,
  impersonatedUserId: null,
  selectedAccount: null,
  isLoggedIn: false,
  user: null,
  payers: [],
};

/**
 * The one session store of the portal. `shared` is a Module Federation singleton, so the shell
 * and every remote read and write this same object. Tokens live in sessionStorage (docs/product/constants.md):
 * they end with the tab, not with the browser.
 */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...empty,
      setTokens: ({ token, refreshToken }) => set({ token, refreshToken, isLoggedIn: true }),
      setUser: (user) => set({ user }),
      setPayers: (payers) =>
        set((state) => ({
          payers,
          selectedAccount:
            state.selectedAccount && payers.some((p) => p.PrimaryAcct === state.selectedAccount)
              ? state.selectedAccount
              : (payers[0]?.PrimaryAcct ?? null),
        })),
      selectAccount: (selectedAccount) => set({ selectedAccount }),
      setImpersonatedUserId: (impersonatedUserId) => set({ impersonatedUserId }),
      markLoggedOut: () => set({ isLoggedIn: false }),
      clear: () => set({ ...empty }),
    }),
    {
      name: 'portal-session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        token: s.token,
        refreshToken: s.refreshToken,
        impersonatedUserId: s.impersonatedUserId,
        selectedAccount: s.selectedAccount,
        isLoggedIn: s.isLoggedIn,
      }),
    },
  ),
);

export const hasPermission = (user: UserAccountsResponse | null, permission: Permission): boolean =>
  Boolean(user?.Permissions.includes(permission));

export const usePermission = (permission: Permission): boolean =>
  useSessionStore((s) => hasPermission(s.user, permission));

export const useSelectedHeaderItem = (): HeaderItem | null =>
  useSessionStore((s) => s.payers.find((p) => p.PrimaryAcct === s.selectedAccount) ?? null);

/**
 * The signed-in user may pay (docs/product/checkout-and-payments.md#who-may-pay): with
 * CanMakePayment, or, while impersonating, with CanImpersonate (the rule the server enforces).
 */
export const useMayPay = (): boolean =>
  useSessionStore((s) => mayPay(s.user?.Permissions, s.impersonatedUserId !== null));

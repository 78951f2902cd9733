import { useEffect } from 'react';
import { useSelectionStore } from 'shared';

/**
 * The selection belongs to one account (docs/product/checkout-and-payments.md): switching account starts a new one. Nothing
 * happens before the account is known, so a reload (accounts still loading) keeps the selection
 * the store brought back from sessionStorage.
 */
export function useSelectionAccount(account: string | null): void {
  useEffect(() => {
    if (account) useSelectionStore.getState().forAccount(account);
  }, [account]);
}

import { useSelectionStore, useSessionStore, type ErpDocument, type HeaderItem, type Permission } from 'shared';
import { account as makeAccount, user as makeUser } from './fixtures';

/** A logged-in customer on `account`, with `permissions`. */
export function signIn(options: { account?: HeaderItem; permissions?: Permission[]; impersonatedUserId?: number | null } = {}) {
  const account = options.account ?? makeAccount();
  useSessionStore.setState({
    token: 'token-1',
    refreshToken: 'refresh-1',
    isLoggedIn: true,
    user: makeUser(options.permissions),
    payers: [account],
    selectedAccount: account.PrimaryAcct,
    impersonatedUserId: options.impersonatedUserId ?? null,
  });
}

/** The invoice list's selection: the documents, each with its default amount. */
export function select(...documents: ErpDocument[]) {
  // Through the store's own action, so its running summary starts from nothing too.
  useSelectionStore.getState().deselectAll();
  useSelectionStore.setState({ completed: [], refreshCounter: 0 });
  documents.forEach((d) => useSelectionStore.getState().add(d));
}

import { useMemo } from 'react';
import { ACCOUNT_TYPES, useSelectedHeaderItem, useSessionStore, type AccountTypeId, type HeaderItem, type UserAccountsResponse } from 'shared';
import type { SearchScope } from './search-request';

export interface ScopeContext {
  account: HeaderItem | null;
  accountType: AccountTypeId;
  actingUserId: number;
  /** The sold-tos a Payer or PayerAll account may choose from (its DropDownItems). */
  soldToOptions: HeaderItem['DropDownItems'];
}

/**
 * The account type comes from the user's PrimaryAccountTypeId (docs/README.md). While staff
 * impersonate, the session's user is the staff member, so the impersonated account's own type
 * (AccountTypeId of the HeaderItem) stands in. A plain sold-to account (no DropDownItems) is
 * searched as SoldTo whatever the user's type, so a user with mixed accounts still sees it.
 */
export function scopeContextOf(account: HeaderItem | null, user: Pick<UserAccountsResponse, 'PrimaryAccountTypeId' | 'UserId'> | null, impersonatedUserId: number | null): ScopeContext {
  const declared = (impersonatedUserId ? account?.AccountTypeId : user?.PrimaryAccountTypeId) ?? account?.AccountTypeId;
  const soldToOptions = account?.DropDownItems ?? [];
  const plainSoldTo = account?.AccountTypeId === ACCOUNT_TYPES.SoldTo && soldToOptions.length === 0;
  const accountType = plainSoldTo || !declared ? ACCOUNT_TYPES.SoldTo : declared;
  return { account, accountType, actingUserId: impersonatedUserId ?? user?.UserId ?? 0, soldToOptions };
}

/** The search context of the session's selected account (scopeContextOf), for the pages. */
export function useScopeContext(): ScopeContext {
  const account = useSelectedHeaderItem();
  const user = useSessionStore((s) => s.user);
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  return useMemo(() => scopeContextOf(account, user, impersonatedUserId), [account, user, impersonatedUserId]);
}

/** The scope over every sold-to of the account (detail look-ups, the search page). */
export function scopeOf(context: ScopeContext, soldTos?: string[]): SearchScope | null {
  if (!context.account) return null;
  return {
    accountType: context.accountType,
    account: context.account,
    soldTos: soldTos ?? context.soldToOptions.map((s) => s.PrimaryAcct),
    actingUserId: context.actingUserId,
  };
}

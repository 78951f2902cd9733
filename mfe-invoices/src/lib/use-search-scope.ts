import { useMemo } from 'react';
import { scopeContextOf, useSelectedHeaderItem, useSessionStore, type ScopeContext } from 'shared';

export { scopeOf, type ScopeContext } from 'shared';

/** The scope of the selected account for the signed-in (or impersonated) user (shared's scopeContextOf). */
export function useScopeContext(): ScopeContext {
  const account = useSelectedHeaderItem();
  const user = useSessionStore((s) => s.user);
  const impersonatedUserId = useSessionStore((s) => s.impersonatedUserId);
  return useMemo(() => scopeContextOf(account, user, impersonatedUserId), [account, user, impersonatedUserId]);
}

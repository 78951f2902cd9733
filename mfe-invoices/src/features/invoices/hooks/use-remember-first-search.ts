import { useEffect } from 'react';
import { rememberEarlySearch } from 'shared';
import type { ScopeContext } from '../../../lib/use-search-scope';
import { firstListSearch } from '../utils/list-request';

/**
 * Keeps the search the list starts with for the account (every sold-to, every due date): a reload
 * of /invoices sends it from the page's early script while the list's code is still on its way,
 * and the list takes that answer (docs/architecture/phone-reload.md).
 */
export function useRememberFirstSearch(account: string | null, context: ScopeContext): void {
  useEffect(() => {
    const first = firstListSearch(context);
    if (account && first) rememberEarlySearch(account, first);
  }, [account, context]);
}

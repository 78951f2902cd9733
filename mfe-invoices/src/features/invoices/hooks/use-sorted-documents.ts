import { useCallback, useMemo, useState, useTransition } from 'react';
import type { ErpDocument } from 'shared';
import { DEFAULT_SORT, type SortKey, type SortState } from '../types';
import { sortDocuments } from '../utils/sort';

/**
 * The table's sort: due date descending by default (docs/product/invoices.md). A click on the active column
 * flips its direction; another column starts ascending. The sorted copy is memoized, so it is
 * computed once per click or new list, never per render. The new order renders as a transition:
 * React may yield between rows, so a click on a long list never freezes the page.
 */
export function useSortedDocuments(documents: readonly ErpDocument[]) {
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [, startSorting] = useTransition();
  const rows = useMemo(() => sortDocuments(documents, sort), [documents, sort]);
  const toggleSort = useCallback(
    (key: SortKey) =>
      startSorting(() =>
        setSort((current) =>
          current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' },
        ),
      ),
    [],
  );
  // The phone's sort control picks a key and a direction at once.
  const chooseSort = useCallback((next: SortState) => startSorting(() => setSort(next)), []);
  return { rows, sort, toggleSort, chooseSort };
}

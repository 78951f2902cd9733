import { useMemo } from 'react';
import { useSelectionStore, type SelectedInvoice } from 'shared';

/** The invoices chosen on the list, in the order they were chosen. */
export function useSelectedInvoices(): SelectedInvoice[] {
  const selected = useSelectionStore((s) => s.selected);
  return useMemo(() => Object.values(selected), [selected]);
}

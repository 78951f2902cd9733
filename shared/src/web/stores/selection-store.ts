import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ErpDocument } from '../../domain/endpoints/types/erp';
import { centsToInput, erpCents } from '../../domain/format/money';
import { keyOf } from '../../domain/rules/invoice-key';
import { overUnder } from '../../domain/rules/over-under';
import { combinePayTotals, NO_PAY_TOTALS, rowPayTotals, type PayTotals } from '../../domain/rules/pay-click';
import { isCredit } from '../../domain/rules/documents';
import { selectionStorage } from './selection-storage';

/**
 * What the selection keeps of a document: what checkout shows and what the payment request
 * sends (docs/product/checkout-and-payments.md documents[]). The address blocks of zzcustom stay behind; only its flag travels.
 */
export type SelectedDocument = Pick<
  ErpDocument,
  | 'billing_document_number'
  | 'document_number_finance'
  | 'line_item_in_the_relevant_invoice'
  | 'fiscal_year_of_the_relevant_invoice'
  | 'reference_number'
  | 'soldto_number'
  | 'document_date'
  | 'due_date'
  | 'currency_key'
  | 'total_amount'
  | 'open_amount'
  | 'read_only_flag'
> & { zzcustom: Pick<ErpDocument['zzcustom'], 'nodetail'> };

export const toSelectedDocument = (d: ErpDocument): SelectedDocument => ({
  billing_document_number: d.billing_document_number,
  document_number_finance: d.document_number_finance,
  line_item_in_the_relevant_invoice: d.line_item_in_the_relevant_invoice,
  fiscal_year_of_the_relevant_invoice: d.fiscal_year_of_the_relevant_invoice,
  reference_number: d.reference_number,
  soldto_number: d.soldto_number,
  document_date: d.document_date,
  due_date: d.due_date,
  currency_key: d.currency_key,
  total_amount: d.total_amount,
  open_amount: d.open_amount,
  read_only_flag: d.read_only_flag,
  zzcustom: d.zzcustom?.nodetail ? { nodetail: d.zzcustom.nodetail } : {},
});

/** docs/product/checkout-and-payments.md ('Per-selected-invoice checkout detail'). */
export interface SelectedInvoice {
  key: string;
  document: SelectedDocument;
  /** The pay amount as typed, defaulting to the open amount in the currency's decimals (two; none for JPY). */
  amount: string;
  amountValidation: string | null;
  reason: string;
  comment: string;
  /** -1 under the open amount, 1 over it, 0 equal. */
  overUnder: -1 | 0 | 1;
}

/**
 * The selection's figures, kept up to date by every change instead of summed over all selected
 * invoices on each keystroke (5,000 for bulk@, docs/product/checkout-and-payments.md#checkout-page).
 */
export interface SelectionSummary {
  count: number;
  /** How many of them are credits (a negative open amount). */
  creditCount: number;
  totals: PayTotals;
}

export const EMPTY_SUMMARY: SelectionSummary = Object.freeze({ count: 0, creditCount: 0, totals: NO_PAY_TOTALS });

/** What one selected invoice adds to the summary (sign 1) or takes from it (sign -1). */
function withEntry(summary: SelectionSummary, e: SelectedInvoice, sign: 1 | -1): SelectionSummary {
  return {
    count: summary.count + sign,
    creditCount: summary.creditCount + (isCredit(e.document.open_amount) ? sign : 0),
    totals: combinePayTotals(summary.totals, rowPayTotals({ amount: e.amount, openAmount: e.document.open_amount }), sign),
  };
}

/** The summary counted from scratch: once, when a stored selection is read back. */
export function summarize(selected: Record<string, SelectedInvoice>): SelectionSummary {
  let summary = EMPTY_SUMMARY;
  for (const e of Object.values(selected)) summary = withEntry(summary, e, 1);
  return summary;
}

interface SelectionState {
  /** The account the selection belongs to; switching account starts a new selection. */
  account: string | null;
  selected: Record<string, SelectedInvoice>;
  summary: SelectionSummary;
  /** Invoices of the last payment with at least one successful line (docs/product/checkout-and-payments.md). */
  completed: SelectedInvoice[];
  /** Increases after a payment so the invoice list reloads (docs/product/checkout-and-payments.md). */
  refreshCounter: number;
  forAccount: (account: string | null) => void;
  add: (document: ErpDocument) => void;
  remove: (key: string) => void;
  setMany: (documents: ErpDocument[], selected: boolean) => void;
  deselectAll: () => void;
  setAmount: (key: string, amount: string, validation: string | null) => void;
  setReason: (key: string, reason: string) => void;
  setComment: (key: string, comment: string) => void;
  completePayment: () => void;
  clear: () => void;
}

const entry = (document: ErpDocument): SelectedInvoice => ({
  key: keyOf(document),
  document: toSelectedDocument(document),
  amount: centsToInput(erpCents(document.open_amount), document.currency_key),
  amountValidation: null,
  reason: '',
  comment: '',
  overUnder: 0,
});

/**
 * The invoice selection, shared by mfe-invoices (which fills it) and mfe-payments (which pays it).
 * Kept in sessionStorage with the invoice keys (docs/product/constants.md), so a reload keeps it.
 */
export const useSelectionStore = create<SelectionState>()(
  persist(
    (set) => ({
      account: null,
      selected: {},
      summary: EMPTY_SUMMARY,
      completed: [],
      refreshCounter: 0,
      forAccount: (account) =>
        set((s) => (s.account === account ? s : { account, selected: {}, summary: EMPTY_SUMMARY })),
      add: (document) =>
        set((s) => {
          const key = keyOf(document);
          const added = entry(document);
          const previous = s.selected[key];
          const summary = previous ? withEntry(s.summary, previous, -1) : s.summary;
          return { selected: { ...s.selected, [key]: added }, summary: withEntry(summary, added, 1) };
        }),
      remove: (key) =>
        set((s) => {
          const { [key]: removed, ...rest } = s.selected;
          return removed ? { selected: rest, summary: withEntry(s.summary, removed, -1) } : s;
        }),
      setMany: (documents, selected) =>
        set((s) => {
          const next = { ...s.selected };
          let summary = s.summary;
          for (const d of documents) {
            const key = keyOf(d);
            const current = next[key];
            if (selected && !current) {
              next[key] = entry(d);
              summary = withEntry(summary, next[key], 1);
            } else if (!selected && current) {
              delete next[key];
              summary = withEntry(summary, current, -1);
            }
          }
          return { selected: next, summary };
        }),
      deselectAll: () => set({ selected: {}, summary: EMPTY_SUMMARY }),
      setAmount: (key, amount, amountValidation) =>
        set((s) => {
          const current = s.selected[key];
          if (!current) return s;
          const status = overUnder(amount, current.document.open_amount);
          // docs/product/checkout-and-payments.md: the reason stays only if the over/under status is unchanged.
          const reason = status === current.overUnder ? current.reason : '';
          const changed = { ...current, amount, amountValidation, overUnder: status, reason };
          // Only this invoice's share of the totals changes: one row's work per keystroke.
          const summary = withEntry(withEntry(s.summary, current, -1), changed, 1);
          return { selected: { ...s.selected, [key]: changed }, summary };
        }),
      setReason: (key, reason) =>
        set((s) => (s.selected[key] ? { selected: { ...s.selected, [key]: { ...s.selected[key]!, reason } } } : s)),
      setComment: (key, comment) =>
        set((s) => (s.selected[key] ? { selected: { ...s.selected, [key]: { ...s.selected[key]!, comment } } } : s)),
      completePayment: () =>
        set((s) => ({
          completed: Object.values(s.selected),
          selected: {},
          summary: EMPTY_SUMMARY,
          refreshCounter: s.refreshCounter + 1,
        })),
      clear: () => set({ selected: {}, summary: EMPTY_SUMMARY, completed: [], account: null }),
    }),
    {
      name: 'portal-invoice-keys',
      storage: selectionStorage<SelectedInvoice>(),
      partialize: (s) => ({ account: s.account, selected: s.selected, completed: s.completed }),
      // The summary is not stored: it is counted once from the selection read back.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<SelectionState>;
        const selected = stored.selected ?? current.selected;
        return { ...current, ...stored, selected, summary: summarize(selected) };
      },
    },
  ),
);

import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { centsToInput, erpCents } from '../../domain/format/money';
import { deferredWrites, readJson, storeJson } from './deferred-writes';

/** What a selected invoice holds (a structural copy of selection-store's SelectedInvoice, to keep the files apart). */
interface Entry {
  key: string;
  document: { open_amount: number; currency_key?: string };
  amount: string;
  amountValidation: string | null;
  reason: string;
  comment: string;
  overUnder: -1 | 0 | 1;
}

type Edit = Pick<Entry, 'amount' | 'amountValidation' | 'reason' | 'comment' | 'overUnder'>;

interface Persisted<E extends Entry> {
  account: string | null;
  selected: Record<string, E>;
  completed: E[];
}

const defaultAmount = (e: Entry) => centsToInput(erpCents(e.document.open_amount), e.document.currency_key);

/** What the customer changed of an entry, or null when it is as selected. */
function editOf(e: Entry): Edit | null {
  if (e.reason === '' && e.comment === '' && e.amountValidation === null && e.amount === defaultAmount(e)) return null;
  return { amount: e.amount, amountValidation: e.amountValidation, reason: e.reason, comment: e.comment, overUnder: e.overUnder };
}

/**
 * The selection in sessionStorage as two items: the selected documents (large: 5,000 for bulk@),
 * written only when the documents change; and what the customer typed (amounts, reasons,
 * comments, only where changed), written on every change. Typing a pay amount in checkout then
 * never serializes the whole selection again (docs/product/checkout-and-payments.md#selection-state).
 * A change only records the new state: comparing and serializing wait for the write, after a
 * short pause, so a click on Select All does not pay for them.
 */
export function selectionStorage<E extends Entry>(): PersistStorage<Persisted<E>> {
  const editsName = (name: string) => `${name}:edits`;
  let written: { documents: Map<string, unknown>; account: string | null; completed: E[] } | null = null;

  const documentsChanged = (p: Persisted<E>) => {
    if (!written || written.account !== p.account || written.completed !== p.completed) return true;
    const keys = Object.keys(p.selected);
    if (keys.length !== written.documents.size) return true;
    return keys.some((key) => written!.documents.get(key) !== p.selected[key]!.document);
  };

  const write = (name: string, value: StorageValue<Persisted<E>>) => {
    const state = value.state;
    if (documentsChanged(state)) {
      const documents: Record<string, { key: string; document: E['document'] }> = {};
      for (const [key, e] of Object.entries(state.selected)) documents[key] = { key, document: e.document };
      storeJson(name, { ...value, state: { account: state.account, completed: state.completed, selected: documents } });
      written = {
        documents: new Map(Object.entries(state.selected).map(([key, e]) => [key, e.document])),
        account: state.account,
        completed: state.completed,
      };
    }
    const edits: Record<string, Edit> = {};
    for (const [key, e] of Object.entries(state.selected)) {
      const edit = editOf(e);
      if (edit) edits[key] = edit;
    }
    storeJson(editsName(name), { version: value.version, state: edits });
  };
  const writes = deferredWrites(write);

  return {
    getItem: (name) => {
      const waiting = writes.pending(name);
      if (waiting) return waiting;
      const main = readJson<StorageValue<Persisted<E>>>(name);
      if (!main) return null;
      const edits = readJson<StorageValue<Record<string, Edit>>>(editsName(name))?.state ?? {};
      const selected: Record<string, E> = {};
      // Stored entries hold the document (and, written by an older page, everything else too).
      const stored = (main.state.selected ?? {}) as Record<string, Partial<E> & Pick<E, 'document'>>;
      for (const [key, entry] of Object.entries(stored)) {
        const base = { key, amountValidation: null, reason: '', comment: '', overUnder: 0, ...entry } as E;
        selected[key] = { ...base, amount: base.amount ?? defaultAmount(base), ...edits[key] };
      }
      return { ...main, state: { ...main.state, selected } };
    },
    setItem: (name, value) => writes.later(name, value),
    removeItem: (name) => {
      writes.forget(name);
      written = null;
      sessionStorage.removeItem(name);
      sessionStorage.removeItem(editsName(name));
    },
  };
}

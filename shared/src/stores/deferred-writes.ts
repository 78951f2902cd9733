import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * A sessionStorage for zustand's persist that writes after a short pause (and when the page is
 * hidden) instead of on every change: selecting 5,000 invoices one by one, or all at once, must
 * not serialize the whole selection on each click. A value too large to store is kept in memory
 * and reported, never thrown into a click handler.
 */
export function deferredSessionStorage<S>(delayMs = 250): PersistStorage<S> {
  const pending = new Map<string, StorageValue<S>>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    for (const [name, value] of pending) {
      try {
        sessionStorage.setItem(name, JSON.stringify(value));
      } catch (error) {
        console.warn(`Could not keep ${name} in sessionStorage`, error);
      }
    }
    pending.clear();
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    getItem: (name) => {
      if (pending.has(name)) return pending.get(name)!;
      const raw = sessionStorage.getItem(name);
      return raw ? (JSON.parse(raw) as StorageValue<S>) : null;
    },
    setItem: (name, value) => {
      pending.set(name, value);
      timer ??= setTimeout(flush, delayMs);
    },
    removeItem: (name) => {
      pending.delete(name);
      sessionStorage.removeItem(name);
    },
  };
}

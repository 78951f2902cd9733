/**
 * Writes to sessionStorage put off until a short pause (and done at once when the page is
 * hidden): selecting 5,000 invoices one by one, or all at once, must not serialize the whole
 * selection on each click. Only the last value asked for under a name is written.
 */
export function deferredWrites<V>(write: (name: string, value: V) => void, delayMs = 250) {
  const pending = new Map<string, V>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const due = [...pending];
    pending.clear();
    for (const [name, value] of due) write(name, value);
  };

  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);

  return {
    /** The value waiting to be written under `name`, if one is. */
    pending: (name: string): V | undefined => pending.get(name),
    later: (name: string, value: V) => {
      pending.set(name, value);
      timer ??= setTimeout(flush, delayMs);
    },
    forget: (name: string) => pending.delete(name),
  };
}

/** A value too large to store is kept in memory and reported, never thrown into a click handler. */
export function storeJson(name: string, value: unknown): void {
  try {
    sessionStorage.setItem(name, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not keep ${name} in sessionStorage`, error);
  }
}

export function readJson<T>(name: string): T | null {
  const raw = sessionStorage.getItem(name);
  return raw ? (JSON.parse(raw) as T) : null;
}

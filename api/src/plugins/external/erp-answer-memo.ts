/**
 * The parsed answers of repeated ERP reads, by request. When the ERP sends the very same bytes
 * again (a byte comparison, far cheaper than parsing), the answer parsed and checked last time is
 * used again: it is a pure function of those bytes, so nothing is ever older than what the ERP
 * just said. Why: parsing is the largest cost of a search in the API server, and for a large
 * payer's list a long block of its event loop (docs/architecture/api.md#where-a-search-spends-its-time).
 */
export interface AnswerMemoOptions {
  /** How many requests are remembered, the least recently used going first. */
  maxEntries?: number;
  /** The ERP bytes held in all (the parsed objects take a few times more). */
  maxBytes?: number;
  /** A larger answer is parsed every time. */
  maxEntryBytes?: number;
}

interface Entry {
  bytes: Buffer;
  answer: unknown;
}

/** Answers are shared between requests: frozen, so that no caller can change another's. */
function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

export function createAnswerMemo({ maxEntries = 256, maxBytes = 24 * 1024 * 1024, maxEntryBytes = 6 * 1024 * 1024 }: AnswerMemoOptions = {}) {
  const entries = new Map<string, Entry>();
  let total = 0;
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    total -= entry.bytes.length;
  };
  return {
    /** The answer parsed from exactly these bytes for this request, if it is remembered. */
    get(key: string, bytes: Buffer): unknown {
      const entry = entries.get(key);
      if (!entry || !entry.bytes.equals(bytes)) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    /** Remembers a checked answer; returns it frozen. */
    set<T>(key: string, bytes: Buffer, answer: T): T {
      deepFreeze(answer);
      if (bytes.length > maxEntryBytes) return answer;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { bytes, answer });
      total += bytes.length;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && total <= maxBytes) break;
        drop(oldest, entry);
      }
      return answer;
    },
    get size() {
      return entries.size;
    },
  };
}

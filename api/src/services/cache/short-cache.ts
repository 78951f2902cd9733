interface Entry<V> {
  value: Promise<V>;
  expires: number;
  epoch: number;
}

/**
 * A per-instance cache of answers that every request needs (the session, the accounts), kept for
 * `ttlMs` and dropped at any database write of this instance (`epoch` moved). Concurrent requests
 * for one key share one load. Values are shared between requests: never mutate them.
 */
export class ShortCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly epoch: () => number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const epoch = this.epoch();
    const found = this.entries.get(key);
    if (found && found.expires > now && found.epoch === epoch) return found.value;
    const value = load();
    const entry = { value, expires: now + this.ttlMs, epoch };
    this.entries.delete(key);
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

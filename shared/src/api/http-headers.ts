/** What a call may pass as headers: a plain object (undefined and null values are left out) or another set. */
export type HeaderInit = Record<string, string | number | boolean | null | undefined> | RequestHeaders;

/**
 * The headers of one request, in the shape the portal used of axios' `AxiosHeaders`: `set`,
 * `get`, `has`, `delete` ignore the name's case as HTTP does, and `toJSON()` gives the names in
 * the case they were set with, which the apps' fake APIs record and their tests read
 * (`headers['Idempotency-Key']`). See docs/architecture/frontend.md#the-http-client.
 */
export class RequestHeaders {
  private readonly byName = new Map<string, { name: string; value: string }>();

  constructor(init?: HeaderInit) {
    if (init) this.merge(init);
  }

  set(name: string, value: string | number | boolean | null | undefined): this {
    if (value !== undefined && value !== null) this.byName.set(name.toLowerCase(), { name, value: String(value) });
    return this;
  }

  get(name: string): string | undefined {
    return this.byName.get(name.toLowerCase())?.value;
  }

  has(name: string): boolean {
    return this.byName.has(name.toLowerCase());
  }

  delete(name: string): boolean {
    return this.byName.delete(name.toLowerCase());
  }

  /** Adds every header of `init`, replacing those of the same name. */
  merge(init: HeaderInit): this {
    const entries = init instanceof RequestHeaders ? Object.entries(init.toJSON()) : Object.entries(init);
    for (const [name, value] of entries) this.set(name, value);
    return this;
  }

  toJSON(): Record<string, string> {
    return Object.fromEntries([...this.byName.values()].map(({ name, value }) => [name, value]));
  }
}

// The entries of a table store (store.ts), in insertion order: every write goes through `set`,
// `delete` or `touch`, so the state folder saves exactly the entries that changed.

/**
 * The entries of a table store, in insertion order; writes go through `set`, `delete` and `touch` so they can be saved.
 */
export class Table<V> {
  readonly #entries = new Map<string, V>();
  readonly #changed: (key: string) => void;

  constructor(changed: (key: string) => void) {
    this.#changed = changed;
  }

  get size(): number {
    return this.#entries.size;
  }
  get(key: string): V | undefined {
    return this.#entries.get(key);
  }
  has(key: string): boolean {
    return this.#entries.has(key);
  }
  keys(): IterableIterator<string> {
    return this.#entries.keys();
  }
  values(): IterableIterator<V> {
    return this.#entries.values();
  }
  entries(): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
  [Symbol.iterator](): IterableIterator<[string, V]> {
    return this.#entries.entries();
  }
  set(key: string, value: V): this {
    this.#entries.set(key, value);
    this.#changed(key);
    return this;
  }
  delete(key: string): boolean {
    const had = this.#entries.delete(key);
    if (had) this.#changed(key);
    return had;
  }
  /** Says that the entry under `key` was changed in place. */
  touch(key: string): void {
    if (this.#entries.has(key)) this.#changed(key);
  }
  /** Puts a loaded entry without reporting it as a change. */
  restore(key: string, value: V): void {
    this.#entries.set(key, value);
  }
  /** Removes an entry without reporting it as a change: another process on the same database deleted it. */
  forget(key: string): void {
    this.#entries.delete(key);
  }
}

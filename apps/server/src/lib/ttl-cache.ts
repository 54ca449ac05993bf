/**
 * A value kept at most `ttlMs` (≤ 1 s for anything another process may change, docs/ARCHITECTURE.md#data),
 * per key. Concurrent misses share one load. With a ttl of 0 every call loads (tests).
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  constructor(private readonly ttlMs: number) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && performance.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.set(key, { at: performance.now(), value });
    // A failed load is not kept.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  /** Forgets every kept value (what they were built from changed); a load under way is not kept either. */
  clear(): void {
    this.entries.clear();
  }
}

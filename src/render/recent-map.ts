// A map that keeps only its most recently used entries: what a render thread caches per
// navigation division (its sidebar, ~3 MB for a tab of 1,000 pages) stays bounded in the
// number of divisions a site has (issue 33). An evicted entry is made again when asked for.

/** A `Map` of at most `limit` entries: reading or setting an entry makes it the newest; setting past the limit drops the oldest. */
export class RecentMap<K, V> extends Map<K, V> {
  constructor(readonly limit: number) {
    super();
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    super.delete(key);
    super.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    for (const oldest of super.keys()) {
      if (this.size <= this.limit) break;
      super.delete(oldest);
    }
    return this;
  }
}

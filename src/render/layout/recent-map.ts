// A map that keeps only its most recently used entries: what a render thread caches per
// navigation division (its sidebar, ~3 MB for a tab of 1,000 pages) stays bounded in the
// number of divisions a site has (issue 33). An evicted entry is made again when asked for.

/** How much an entry holds (for a sidebar: its page links), and how much the entries past the limit may hold together. */
export interface RecentWeight<V> {
  weigh: (value: V) => number;
  budget: number;
}

/**
 * A `Map` of at most `limit` entries: reading or setting an entry makes it the newest; setting past
 * the limit drops the oldest. With a weight, it keeps more than `limit` while all its entries weigh
 * no more than the budget together (many small divisions cost little to keep, and a few large ones
 * stay bounded by the limit).
 */
export class RecentMap<K, V> extends Map<K, V> {
  private readonly weights = new Map<K, number>();
  private total = 0;

  constructor(
    readonly limit: number,
    private readonly weight?: RecentWeight<V>,
  ) {
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
    this.delete(key);
    super.set(key, value);
    if (this.weight) {
      const weight = this.weight.weigh(value);
      this.weights.set(key, weight);
      this.total += weight;
    }
    for (const oldest of super.keys()) {
      if (this.size <= this.limit || (this.weight !== undefined && this.total <= this.weight.budget)) break;
      this.delete(oldest);
    }
    return this;
  }

  override delete(key: K): boolean {
    this.total -= this.weights.get(key) ?? 0;
    this.weights.delete(key);
    return super.delete(key);
  }

  override clear(): void {
    this.weights.clear();
    this.total = 0;
    super.clear();
  }
}

/**
 * Token buckets by key (a customer, an address): each holds up to `capacity` tokens and gains
 * `capacity` per `periodMs`, so a burst of `capacity` passes and then one every periodMs / capacity.
 * In memory, per process: a full bucket is the same as none, so full ones are dropped when the map
 * grows, which bounds the memory an attacker with many keys can take.
 */
export interface BucketRule { capacity: number; periodMs: number }

const PRUNE_AT = 10_000;

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  /** The size that triggers the next prune: doubles when a prune frees little, so pruning stays amortised O(1). */
  private pruneAt = PRUNE_AT;

  constructor(private readonly rule: BucketRule) {}

  /** Takes a token for `key` at `now`; false when the bucket is empty (nothing taken). */
  take(key: string, now: number): boolean {
    const tokens = this.tokens(key, now);
    if (tokens < 1) return false;
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > this.pruneAt) this.prune(now);
    return true;
  }

  /** Whether `key` has a token at `now`, taking none. */
  has(key: string, now: number): boolean {
    return this.tokens(key, now) >= 1;
  }

  /** Seconds until `key` has a token again (0 when it has one). */
  waitSeconds(key: string, now: number): number {
    const missing = 1 - this.tokens(key, now);
    return missing <= 0 ? 0 : Math.ceil((missing * this.rule.periodMs) / this.rule.capacity / 1000);
  }

  private tokens(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.rule.capacity;
    const gained = (Math.max(0, now - bucket.at) * this.rule.capacity) / this.rule.periodMs;
    return Math.min(this.rule.capacity, bucket.tokens + gained);
  }

  private prune(now: number): void {
    for (const key of [...this.buckets.keys()]) {
      if (this.tokens(key, now) >= this.rule.capacity) this.buckets.delete(key);
    }
    this.pruneAt = Math.max(PRUNE_AT, this.buckets.size * 2);
  }
}

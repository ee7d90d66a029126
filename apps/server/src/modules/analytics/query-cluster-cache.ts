/**
 * The query report's clusters, computed once per (filter, scope, version of the unanswered messages) and kept in this
 * process: reading the capped messages and clustering them costs several times a page read, while the report is
 * asked for again and again (each page of a cluster, every filter change back and forth) on data that has not moved.
 * The version (query.repository.ts messageCounts) changes whenever a conversation of the filter gains or loses an
 * unanswered message, so a cached answer is what a fresh computation would give. The product never edits a customer's
 * text, but a text changed in the database by hand would not move the version: an entry is therefore also recomputed
 * after CLUSTER_CACHE_MAX_AGE_MS. Entries are few and recent (a map in insertion order, the least recently used
 * dropped first); the promise is kept, so callers arriving together compute once. A second instance of the server keeps
 * its own entries: both compute the same clusters from the same rows.
 */

/** Distinct filters and scopes kept at once (one entry: ten clusters of at most the cap's messages). */
export const CLUSTER_CACHE_ENTRIES = 64;
/** How long an entry is trusted without a version change (see above). */
export const CLUSTER_CACHE_MAX_AGE_MS = 10 * 60_000;

interface Entry<T> { value: Promise<T>; at: number }

export class ClusterCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Clusterings run (not answered from the cache): what the tests read. */
  computed = 0;

  constructor(private readonly limit = CLUSTER_CACHE_ENTRIES, private readonly now: () => number = Date.now) {}

  /** The value for `key`, computed by `compute` unless a recent computation for it is kept; a failed one is not kept. */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && this.now() - kept.at < CLUSTER_CACHE_MAX_AGE_MS) {
      // Used again: back to the young end.
      this.entries.set(key, kept);
      return kept.value;
    }
    this.computed += 1;
    const entry = { value: compute(), at: this.now() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
    return entry.value;
  }
}

/**
 * Dense indexes 0, 1, 2… for feature hashes (features.ts: non-negative 30-bit integers), in the order the
 * features were first added. Open addressing over typed arrays: training looks up every feature of every
 * sentence, and a Map<number, number> made that the costliest step after the regression itself.
 */
export class FeatureIndex {
  /** The feature hashes in index order (features[0 .. size)). */
  features: Int32Array;
  size = 0;
  /** Hash slots: the feature in each (-1 when empty) and its index. */
  private keys: Int32Array;
  private indexes: Int32Array;
  private shift: number;

  constructor(expected = 16) {
    this.features = new Int32Array(Math.max(1, expected));
    const bits = Math.max(4, Math.ceil(Math.log2(Math.max(1, expected) * 2)));
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.indexes = new Int32Array(1 << bits);
    this.shift = 32 - bits;
  }

  /** Forgets every feature (keeping the room made so far). */
  clear(): void {
    this.keys.fill(-1);
    this.size = 0;
  }

  /** The feature's index, or -1 if it was never added. */
  get(feature: number): number {
    const slot = this.slotOf(feature);
    return this.keys[slot] === feature ? this.indexes[slot]! : -1;
  }

  /** The feature's index, the next one (size before the call) if it is new. */
  add(feature: number): number {
    const slot = this.slotOf(feature);
    if (this.keys[slot] === feature) return this.indexes[slot]!;
    const index = this.size++;
    if (index === this.features.length) {
      const grown = new Int32Array(index * 2);
      grown.set(this.features);
      this.features = grown;
    }
    this.features[index] = feature;
    this.keys[slot] = feature;
    this.indexes[slot] = index;
    if (this.size * 2 > this.keys.length) this.rehash();
    return index;
  }

  /** The slot holding the feature, or the empty one where it would go (linear probing from its hash). */
  private slotOf(feature: number): number {
    const { keys } = this;
    const mask = keys.length - 1;
    let slot = Math.imul(feature, 0x9e3779b1) >>> this.shift;
    while (keys[slot] !== feature && keys[slot] !== -1) slot = (slot + 1) & mask;
    return slot;
  }

  /** Twice the slots, every feature put back where the longer hash sends it. */
  private rehash(): void {
    const bits = 33 - this.shift;
    this.keys = new Int32Array(1 << bits).fill(-1);
    this.indexes = new Int32Array(1 << bits);
    this.shift = 32 - bits;
    for (let index = 0; index < this.size; index++) {
      const feature = this.features[index]!;
      const slot = this.slotOf(feature);
      this.keys[slot] = feature;
      this.indexes[slot] = index;
    }
  }
}

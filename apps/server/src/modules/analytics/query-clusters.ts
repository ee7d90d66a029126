/**
 * Clusters of unanswered customer messages (issue 24, /analytics/query), computed here and deterministic: the same
 * messages in the same order always give the same clusters. Each message becomes a TF-IDF vector of its counted
 * words (sublinear tf, smoothed idf, L2-normalised); spherical k-means (cosine) groups them, seeded farthest-first
 * (no random draw: a page of a cluster asked for later finds the same cluster), at most 25 rounds. k grows with
 * the number of messages (√(n/2), at least 1) up to the §9 limit of 10. Messages without a counted word ("??",
 * "ok") are left out of the clusters.
 */
import { wordsOf } from '@/lib/analytics-words';

export interface ClusterInput { id: string; text: string }
export interface Cluster { terms: string[]; members: string[] }

const ROUNDS = 25;
const TERMS_SHOWN = 3;

type Vector = Map<number, number>;

function vectorise(inputs: readonly ClusterInput[]): { ids: string[]; vectors: Vector[]; vocabulary: string[] } {
  const index = new Map<string, number>();
  const counts: Array<Map<number, number>> = [];
  const ids: string[] = [];
  for (const input of inputs) {
    const words = wordsOf(input.text);
    if (words.length === 0) continue;
    const tf = new Map<number, number>();
    for (const word of words) {
      let id = index.get(word);
      if (id === undefined) index.set(word, (id = index.size));
      tf.set(id, (tf.get(id) ?? 0) + 1);
    }
    counts.push(tf);
    ids.push(input.id);
  }
  const df = new Array<number>(index.size).fill(0);
  for (const tf of counts) for (const id of tf.keys()) df[id]! += 1;
  const n = counts.length;
  const vectors = counts.map((tf) => {
    const vector: Vector = new Map();
    let norm = 0;
    for (const [id, count] of tf) {
      const weight = (1 + Math.log(count)) * (Math.log((1 + n) / (1 + df[id]!)) + 1);
      vector.set(id, weight);
      norm += weight * weight;
    }
    for (const [id, weight] of vector) vector.set(id, weight / Math.sqrt(norm));
    return vector;
  });
  return { ids, vectors, vocabulary: [...index.keys()] };
}

const dot = (vector: Vector, centroid: Float64Array) => {
  let sum = 0;
  for (const [id, weight] of vector) sum += weight * centroid[id]!;
  return sum;
};

function centroidOf(vectors: readonly Vector[], size: number): Float64Array {
  const centroid = new Float64Array(size);
  for (const vector of vectors) for (const [id, weight] of vector) centroid[id]! += weight;
  const norm = Math.sqrt(centroid.reduce((sum, value) => sum + value * value, 0));
  if (norm > 0) for (let id = 0; id < size; id += 1) centroid[id]! /= norm;
  return centroid;
}

/**
 * Farthest-first seeding, with no randomness: the first centre is the first message (the most recent), each next
 * one the message least similar to every centre so far (the earliest on a tie). It stops early when every message
 * is already (nearly) identical to a centre: fewer distinct groups than k.
 */
function initialCentres(vectors: readonly Vector[], k: number, size: number): Float64Array[] {
  const centres = [centroidOf([vectors[0]!], size)];
  const best = vectors.map((vector) => dot(vector, centres[0]!));
  while (centres.length < k) {
    let chosen = 0;
    best.forEach((similarity, index) => { if (similarity < best[chosen]! - 1e-12) chosen = index; });
    if (best[chosen]! >= 1 - 1e-9) break;
    const centre = centroidOf([vectors[chosen]!], size);
    centres.push(centre);
    vectors.forEach((vector, index) => { best[index] = Math.max(best[index]!, dot(vector, centre)); });
  }
  return centres;
}

function nearest(vector: Vector, centres: readonly Float64Array[]): number {
  let chosen = 0;
  let best = -Infinity;
  centres.forEach((centre, index) => {
    const similarity = dot(vector, centre);
    if (similarity > best + 1e-12) { best = similarity; chosen = index; }
  });
  return chosen;
}

export function clusterCount(messages: number, limit: number): number {
  return Math.max(1, Math.min(limit, Math.round(Math.sqrt(messages / 2))));
}

/** The clusters of the messages (largest first, then by their top words), at most `limit`. */
export function clusterMessages(inputs: readonly ClusterInput[], limit: number): Cluster[] {
  const { ids, vectors, vocabulary } = vectorise(inputs);
  if (vectors.length === 0) return [];
  let centres = initialCentres(vectors, clusterCount(vectors.length, limit), vocabulary.length);
  let assignment = vectors.map((vector) => nearest(vector, centres));
  for (let round = 0; round < ROUNDS; round += 1) {
    const groups = centres.map((_, index) => vectors.filter((__, member) => assignment[member] === index));
    // A centre left without members keeps its place (it cannot win a message it did not win before).
    centres = groups.map((group, index) => (group.length > 0 ? centroidOf(group, vocabulary.length) : centres[index]!));
    const next = vectors.map((vector) => nearest(vector, centres));
    const moved = next.some((value, index) => value !== assignment[index]);
    assignment = next;
    if (!moved) break;
  }
  const clusters = centres.map((_, index) => {
    // The words weighing most in the members' own centroid (the last round's centres may predate the last move).
    const centre = centroidOf(vectors.filter((__, member) => assignment[member] === index), vocabulary.length);
    const terms = [...centre.entries()].filter(([, weight]) => weight > 0)
      .sort(([a, wa], [b, wb]) => wb - wa || vocabulary[a]!.localeCompare(vocabulary[b]!))
      .slice(0, TERMS_SHOWN).map(([id]) => vocabulary[id]!);
    return { terms, members: ids.filter((_, member) => assignment[member] === index) };
  }).filter((cluster) => cluster.members.length > 0);
  return clusters.sort((a, b) => b.members.length - a.members.length || a.terms.join(' ').localeCompare(b.terms.join(' ')));
}

// Latency percentiles and the figures of one load phase.
export interface PhaseResult {
  name: string;
  sent: number;
  acked: number;
  delivered: number;
  failed: number;
  /** send → the staff socket receives userMessage, ms (lower bounds when some were not delivered in time) */
  p50: number;
  p99: number;
  /** How many deliveries took longer than each of TAIL_MS: the shape of the tail a p99 sits on. */
  over: number[];
  /** send → the customer's ack (persisted, for the product), ms */
  ackP50: number;
  ackP99: number;
  /** acks per second, first send → last ack */
  ackRate: number;
  seconds: number;
  /** CPU used during the phase, in cores (1 = one core busy the whole phase) */
  driverCores: number;
  targetCores: number;
  /** Every delivery and ack time of the phase, sorted (what pooled() merges). */
  deliveries: Float64Array;
  acks: Float64Array;
}

/** Delivery times (ms) the tail is counted beyond. */
export const TAIL_MS = [1, 2, 4, 8];

/** How many of the sorted values exceed each limit. */
export function countsOver(sorted: Float64Array, limits: readonly number[]): number[] {
  return limits.map((limit) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]! > limit) high = mid;
      else low = mid + 1;
    }
    return sorted.length - low;
  });
}

export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

/**
 * end[i] - start[i] over [from, to) for every message sent (start set, > 0), sorted; a message not
 * answered (end unset) counts as `cutoff` - start[i], so the percentiles are then lower bounds.
 */
export function latencies(start: Float64Array, end: Float64Array, from: number, to: number, cutoff: number): Float64Array {
  const out: number[] = [];
  for (let i = from; i < to; i++) if (start[i]! > 0) out.push((end[i]! > 0 ? end[i]! : cutoff) - start[i]!);
  return Float64Array.from(out).sort();
}

/** A phase's latency figures from its sorted delivery and ack times. */
export function latencyFigures(deliveries: Float64Array, acks: Float64Array): Pick<PhaseResult, 'p50' | 'p99' | 'over' | 'ackP50' | 'ackP99' | 'deliveries' | 'acks'> {
  return {
    p50: percentile(deliveries, 0.5), p99: percentile(deliveries, 0.99), over: countsOver(deliveries, TAIL_MS),
    ackP50: percentile(acks, 0.5), ackP99: percentile(acks, 0.99), deliveries, acks,
  };
}

function merged(arrays: Float64Array[]): Float64Array {
  const out = new Float64Array(arrays.reduce((sum, a) => sum + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out.sort();
}

/** Several phases as one: counts summed, percentiles of all their deliveries and acks together, rates over their time. */
export function pooled(name: string, phases: PhaseResult[]): PhaseResult {
  const sum = (pick: (r: PhaseResult) => number) => phases.reduce((total, r) => total + pick(r), 0);
  const seconds = sum((r) => r.seconds);
  return {
    name, sent: sum((r) => r.sent), acked: sum((r) => r.acked), delivered: sum((r) => r.delivered), failed: sum((r) => r.failed),
    ...latencyFigures(merged(phases.map((r) => r.deliveries)), merged(phases.map((r) => r.acks))),
    ackRate: sum((r) => r.ackRate * r.seconds) / seconds, seconds,
    driverCores: sum((r) => r.driverCores * r.seconds) / seconds, targetCores: sum((r) => r.targetCores * r.seconds) / seconds,
  };
}

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const atLeast = (r: PhaseResult, answered: number, n: number) => `${answered < r.sent ? '≥ ' : ''}${f(n)} ms`;

export function printPhases(title: string, phases: PhaseResult[]): void {
  console.log(`\n${title}`);
  console.log('(latency: send → staff userMessage; ack: send → the customer\'s ack; "≥": some were not answered within the phase\'s time limit, counted as answered at its end)');
  console.log(`| phase | sent | acked | delivered | failed | p50 | p99 | over ${TAIL_MS.join(' / ')} ms | ack p50 | ack p99 | acks/s | s | driver CPU | target CPU |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of phases) {
    console.log(`| ${r.name} | ${r.sent} | ${r.acked} | ${r.delivered} | ${r.failed} | ${atLeast(r, r.delivered, r.p50)} | ${atLeast(r, r.delivered, r.p99)} | ${r.over.join(' / ')} | ${atLeast(r, r.acked + r.failed, r.ackP50)} | ${atLeast(r, r.acked + r.failed, r.ackP99)} | ${f(r.ackRate, 0)} | ${f(r.seconds)} | ${f(r.driverCores, 2)} | ${f(r.targetCores, 2)} |`);
  }
}

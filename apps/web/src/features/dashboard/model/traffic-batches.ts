/** The live traffic series (spec §9): at most THRESHOLDS.liveTrafficMaxBatches batches, oldest dropped first. */
import { THRESHOLDS } from '@switchboard/contracts/common/constants';

export interface TrafficBatch {
  t: number;
  live: number;
  messages: number;
}

export function appendBatch(batches: readonly TrafficBatch[], batch: TrafficBatch, max: number = THRESHOLDS.liveTrafficMaxBatches): TrafficBatch[] {
  if (max <= 0) return [];
  const last = batches.at(-1);
  // A repeated or late batch (after a reconnect) replaces nothing and keeps the series in time order.
  if (last && batch.t <= last.t) return batches as TrafficBatch[];
  const next = [...batches, batch];
  return next.length > max ? next.slice(next.length - max) : next;
}

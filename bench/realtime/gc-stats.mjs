// Preloaded into a product server (NODE_OPTIONS=--import) when BENCH_GC_STATS is set: counts its garbage
// collections by kind with their pause times and prints them to stderr when the server stops. At 1,000 msg/s
// the delivery p99 is set by the young-generation pauses (see docs/benchmarks.md), so this shows where it stands.
import { PerformanceObserver, constants } from 'node:perf_hooks';

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const stats = new Map();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? 'other';
    const s = stats.get(kind) ?? { count: 0, total: 0, max: 0, over5: 0 };
    s.count++;
    s.total += entry.duration;
    s.max = Math.max(s.max, entry.duration);
    if (entry.duration > 5) s.over5++;
    stats.set(kind, s);
  }
}).observe({ entryTypes: ['gc'] });

let written = false;
const write = () => {
  if (written) return;
  written = true;
  const parts = [...stats].map(([kind, s]) =>
    `${kind} ${s.count}× (${s.total.toFixed(0)} ms, mean ${(s.total / s.count).toFixed(1)}, max ${s.max.toFixed(1)}, ${s.over5} over 5 ms)`);
  process.stderr.write(`server ${process.pid} garbage collection: ${parts.join('; ')}\n`);
};
process.prependListener('SIGTERM', write);
process.on('exit', write);

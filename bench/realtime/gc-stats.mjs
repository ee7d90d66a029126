// Preloaded into a product server and the bare relay (NODE_OPTIONS=--import) when BENCH_GC_STATS is set:
// counts their garbage collections by kind with their pause times, for the whole run and for the paced
// phase alone (between the two SIGUSR2 the bench sends around it), and prints them to stderr when the
// process stops. At 1,000 msg/s the delivery p99 is set by the young-generation pauses (see
// docs/benchmarks.md), so this shows where it stands; the paced phase's figures are the ones to compare.
import { PerformanceObserver, constants } from 'node:perf_hooks';

const KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const whole = new Map();
const paced = new Map();
let pacing = false;
let pacedSeconds = 0;
let pacedFrom = 0;
process.on('SIGUSR2', () => {
  pacing = !pacing;
  if (pacing) pacedFrom = performance.now();
  else pacedSeconds += (performance.now() - pacedFrom) / 1000;
});

const add = (stats, kind, duration) => {
  const s = stats.get(kind) ?? { count: 0, total: 0, max: 0, over5: 0 };
  s.count++;
  s.total += duration;
  s.max = Math.max(s.max, duration);
  if (duration > 5) s.over5++;
  stats.set(kind, s);
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = KINDS[entry.detail?.kind] ?? 'other';
    add(whole, kind, entry.duration);
    if (pacing) add(paced, kind, entry.duration);
  }
}).observe({ entryTypes: ['gc'] });

const describe = (stats) => [...stats].map(([kind, s]) =>
  `${kind} ${s.count}× (${s.total.toFixed(0)} ms, mean ${(s.total / s.count).toFixed(1)}, max ${s.max.toFixed(1)}, ${s.over5} over 5 ms)`).join('; ');

let written = false;
const write = () => {
  if (written) return;
  written = true;
  const what = process.argv.some((arg) => arg.includes('bare-relay')) ? 'relay' : 'server';
  const pausedShare = pacedSeconds > 0 ? ` (${([...paced.values()].reduce((sum, s) => sum + s.total, 0) / pacedSeconds / 10).toFixed(2)} % of the phase)` : '';
  process.stderr.write(`${what} ${process.pid} garbage collection: ${describe(whole)}\n`);
  if (pacedSeconds > 0) process.stderr.write(`${what} ${process.pid} garbage collection in the paced phase: ${describe(paced) || 'none'}${pausedShare}\n`);
};
process.prependListener('SIGTERM', write);
process.on('exit', write);

// Preloaded into a product server (NODE_OPTIONS=--import) when BENCH_HEAP_PROF is set: between a first
// and a second SIGUSR2 (the bench sends them around its paced phase) samples every allocation of the
// process, the short-lived ones included (they are what the young-generation pauses behind the delivery
// p99 are made of), and writes a .heapprofile into BENCH_HEAP_PROF (open it in Chrome DevTools' Memory
// tab, or sum selfSize per frame).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_HEAP_PROF;
// BENCH_HEAP_PROF_LIVE=1: only what is still alive when sampling stops (what outlives the phase: every byte
// of it was copied by the scavenges or promoted, which is what makes them slow).
const liveOnly = !!process.env.BENCH_HEAP_PROF_LIVE;
// BENCH_HEAP_PROF_PROMOTED=1: what no scavenge collected (promoted to the old generation, alive or not at the
// end): what the scavenges copied, and what grows the old generation towards a mark-compact.
const promoted = !!process.env.BENCH_HEAP_PROF_PROMOTED;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.enable');
  let sampling = false;
  process.on('SIGUSR2', () => {
    if (!sampling) {
      sampling = true;
      session.post('HeapProfiler.startSampling', {
        samplingInterval: 16 * 1024,
        includeObjectsCollectedByMajorGC: !liveOnly,
        includeObjectsCollectedByMinorGC: !liveOnly && !promoted,
      });
      return;
    }
    sampling = false;
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) writeFileSync(join(dir, `server-${process.pid}.heapprofile`), JSON.stringify(result.profile));
    });
  });
}

// Preloaded into a product server (NODE_OPTIONS=--import) when BENCH_HEAP_PROF is set: samples every
// allocation of the process, the short-lived ones included (they are what the young-generation pauses
// behind the delivery p99 are made of), and writes a .heapprofile into BENCH_HEAP_PROF when the server
// is told to stop (open it in Chrome DevTools' Memory tab, or sum selfSize per frame).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_HEAP_PROF;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.enable');
  session.post('HeapProfiler.startSampling', {
    samplingInterval: 16 * 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    session.post('HeapProfiler.stopSampling', (error, result) => {
      if (!error) writeFileSync(join(dir, `server-${process.pid}.heapprofile`), JSON.stringify(result.profile));
    });
  };
  process.prependListener('SIGTERM', write);
  process.on('exit', write);
}

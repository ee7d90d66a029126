// Preloaded into a product server (NODE_OPTIONS=--import) when BENCH_CPU_PROF is set (node refuses
// --cpu-prof in NODE_OPTIONS): profiles the main thread and writes a .cpuprofile into BENCH_CPU_PROF
// (open it in Chrome DevTools or speedscope). The whole life of the process, or with
// BENCH_CPU_PROF_PACED=1 only the paced phase (between the two SIGUSR2 the bench sends around it:
// what the delivery p99 is measured in, without the connect and warm-up phases' work).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
const pacedOnly = !!process.env.BENCH_CPU_PROF_PACED;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // An in-thread inspector session answers synchronously, so this also works from 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  if (pacedOnly) {
    let profiling = false;
    process.on('SIGUSR2', () => {
      if (profiling) return write();
      profiling = true;
      session.post('Profiler.start');
    });
  } else {
    session.post('Profiler.start');
    process.prependListener('SIGTERM', write);
    process.on('exit', write);
  }
}

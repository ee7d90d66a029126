// Preloaded into a product server (NODE_OPTIONS=--import) when BENCH_CPU_PROF is set (node refuses
// --cpu-prof in NODE_OPTIONS): profiles the whole process and writes a .cpuprofile into
// BENCH_CPU_PROF when the server is told to stop (open it in Chrome DevTools or speedscope).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const dir = process.env.BENCH_CPU_PROF;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    // An in-thread inspector session answers synchronously, so this also works from 'exit'.
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(join(dir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  };
  process.prependListener('SIGTERM', write);
  process.on('exit', write);
}

// The bench's processes and the server under test at a raised priority (BENCH_HARDENING_PRIORITY, default
// "raised"; "as-is" leaves every thread as the server sets it). The machine the bench shares with builds
// and test runs keeps both cores busy, and the server runs its embedded database on an idle-priority
// thread (SCHED_IDLE, pglite-thread.mjs): such a thread runs only when a core has nothing else to do, so
// on a busy machine every query waits for the other work, and the idle p95 measured the machine, not
// the server. Raised: every thread of the server and of the bench at nice -10, the database thread at
// nice -5 (normal policy) so it still yields to the main thread, as its idle priority means it to on a
// host that runs the server alone. Linux only (/proc, setpriority per thread id; chrt from util-linux).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

export const PRIORITY = process.env.BENCH_HARDENING_PRIORITY === 'as-is' ? 'as-is' : 'raised';
const NICE = -10;
const DATABASE_NICE = -5;
const SCHED_IDLE = 5;

/**
 * Sets every thread of `pid`: the database thread (seen at idle policy, or already moved) to DATABASE_NICE,
 * the others to NICE. Threads that start later inherit their creator's nice value; the database thread sets
 * its own priority as it starts, so call this again until the server is up (and before each window).
 */
export function raise(pid: number): void {
  if (PRIORITY === 'as-is') return;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const tid of tids) {
    try {
      // Fields after "(comm) ": state is field 3, so nice (field 19) is at index 16 and policy (field 41) at 38.
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [nice, policy] = [Number(fields[16]), Number(fields[38])];
      if (policy === SCHED_IDLE) {
        execFileSync('chrt', ['--other', '-p', '0', tid], { stdio: 'ignore', timeout: 5_000 });
        setPriority(Number(tid), DATABASE_NICE);
      } else if (nice !== DATABASE_NICE && nice !== NICE) {
        setPriority(Number(tid), NICE);
      }
    } catch {
      // the thread ended meanwhile, or this user may not raise priorities: it keeps its own
    }
  }
}

/** This process's threads (and so its children, which inherit the nice value of the thread that starts them). */
export const raiseSelf = () => raise(process.pid);

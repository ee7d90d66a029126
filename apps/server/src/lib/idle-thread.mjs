// Lowers the calling thread to idle priority. Plain JavaScript: the database thread (pglite-thread.mjs)
// imports it as is, the training thread through its bundle.
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The calling thread alone runs at idle priority (SCHED_IDLE; nice 19 where that cannot be set). A thread
 * that can keep a core busy (group commit under load, a training) must not take time slices from the main
 * thread: whenever it, the main thread and anything else (a GC helper, the machine's other processes) want
 * more cores than there are, the scheduler's time slice (~4 ms) lands on whichever thread is unlucky, and on
 * the main thread every socket waits. An idle-policy thread is preempted as soon as a normal one wakes, and
 * the core it runs on counts as free when the scheduler places a waking thread (a nice-19 thread's core does
 * not), so the main thread neither waits behind it nor queues on the other core; the work uses the CPU the
 * sockets leave. Linux names a thread in /proc/thread-self; setpriority() and sched_setscheduler() (through
 * util-linux's chrt, which Node cannot call itself) on a thread id affect that thread only. Elsewhere the
 * thread keeps the process's priority.
 */
export function lowerThisThread() {
  try {
    const tid = readlinkSync('/proc/thread-self').split('/').pop();
    setPriority(Number(tid), 19);
    try {
      execFileSync('chrt', ['--idle', '-p', '0', tid], { stdio: 'ignore', timeout: 5_000 });
    } catch {
      // No chrt here: nice 19 stays.
    }
  } catch {
    // Not Linux (no /proc/thread-self): the thread keeps the process's priority.
  }
}

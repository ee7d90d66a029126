// This process's children as /proc shows them (Linux): their CPU time, to show where a phase's time
// went, and their ids, so the watchdog can end the servers it started when a run hangs.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** /proc/<pid>/stat's ppid and CPU seconds (utime + stime): the fields after the command's closing parenthesis. */
function statOf(pid: number | string): { ppid: number; cpuSeconds: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { ppid: Number(fields[1]), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** CPU seconds a process (not necessarily a child) has used so far. */
export const cpuSecondsOf = (pid: number): number => statOf(pid).cpuSeconds;

function children(): Array<{ pid: number; cpuSeconds: number }> {
  const found: Array<{ pid: number; cpuSeconds: number }> = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const entry of entries) {
    try {
      const { ppid, cpuSeconds } = statOf(entry);
      if (ppid !== process.pid) continue;
      found.push({ pid: Number(entry), cpuSeconds });
    } catch {
      // the process ended meanwhile
    }
  }
  return found;
}

/** CPU seconds used so far by each child process, by pid. */
export function childCpuSeconds(): Map<number, number> {
  return new Map(children().map((child) => [child.pid, child.cpuSeconds]));
}

/** SIGKILL every child of this process (the watchdog's last resort). */
export function killChildren(): void {
  for (const { pid } of children()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

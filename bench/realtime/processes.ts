// This process's children as /proc shows them (Linux): their CPU time, to show where a phase's time
// went, and their ids, so the watchdog can end the servers it started when a run hangs.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

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
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid … utime(14) stime(15): count fields after the closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      found.push({ pid: Number(entry), cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND });
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

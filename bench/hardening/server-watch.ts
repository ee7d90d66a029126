// Watches the server process from /proc (Linux): whether it is still running, and its peak resident
// memory over a window (sampled every 100 ms), since what a hostile upload costs shows in memory first.
import { readFileSync } from 'node:fs';

const SAMPLE_MS = 100;

export class ServerWatch {
  private peakKb = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly pid: number | undefined) {}

  alive(): boolean {
    if (this.pid === undefined) return false;
    try {
      process.kill(this.pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  startPeak(): void {
    this.peakKb = this.rssKb();
    this.timer = setInterval(() => {
      this.peakKb = Math.max(this.peakKb, this.rssKb());
    }, SAMPLE_MS);
  }

  /** The peak resident memory (MB) since startPeak. */
  stopPeak(): number {
    clearInterval(this.timer);
    return Math.max(this.peakKb, this.rssKb()) / 1024;
  }

  private rssKb(): number {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return 0;
    }
  }
}

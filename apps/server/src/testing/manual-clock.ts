/** A Clock that only moves when a test says so: advance() runs the timers that fall due, in order. */
import type { Clock } from '@/lib/clock';

interface Timer { at: number; run: () => void; id: number }

export class ManualClock implements Clock {
  private current: number;
  private timers: Timer[] = [];
  private nextId = 1;

  constructor(start = Date.now()) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const timer = { at: this.current + Math.max(0, ms), run, id: this.nextId++ };
    this.timers.push(timer);
    return timer.id;
  }

  clearTimeout(handle: unknown): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** Moves time on by `ms`, running each timer due by then (a timer set by a timer runs too if due). */
  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.current = Math.max(this.current, due.at);
      due.run();
    }
    this.current = end;
  }

  /** Timers waiting to run (for assertions). */
  get pending(): number {
    return this.timers.length;
  }
}

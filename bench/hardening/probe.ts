// The staff API probe: a signed-in staff member calling typical console reads at a fixed rate (an open
// loop: a request is due every 1000/rate ms whether or not the previous ones have answered, and its
// latency counts from when it was due, so a stalled server shows as the whole stall, not as one slow
// request). A window runs the probe around one load and reports the latencies of every request due in it.
import { performance } from 'node:perf_hooks';
import { CUSTOMER_PATHS } from '@switchboard/contracts/customers/customers.schemas';
import { LIVE_CHAT_PATHS } from '@switchboard/contracts/live-chat/live-chat.api';
import { TICKET_PATHS } from '@switchboard/contracts/tickets/tickets.schemas';
import type { ServerWatch } from './server-watch';

/** The chats, tickets and customers lists, as the console opens them. */
export const PROBE_CALLS = [`${LIVE_CHAT_PATHS.liveChats}?tab=botHandling&page=1`, `${TICKET_PATHS.list}?tab=agentTickets&page=1`, `${CUSTOMER_PATHS.list}?page=1`];
/** A probe request still unanswered after this long counts as this long (and as failed). */
const REQUEST_TIMEOUT_MS = 120_000;

export interface WindowOptions { minMs: number; tailMs: number; maxMs: number }

export interface ProbeWindow<Outcome> {
  /** Sorted latencies (ms) of every probe request due in the window; a failed one (an error, no answer, not 2xx) is Infinity. */
  latencies: number[];
  failed: number;
  seconds: number;
  /** The load's own outcome, or undefined when it was still running at the window's end. */
  outcome: Outcome | undefined;
  loadSeconds: number | undefined;
  serverPeakMb: number;
  serverExited: boolean;
}

export const percentile = (sorted: number[], p: number) => sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export class StaffProbe {
  constructor(private readonly url: string, private readonly token: string, private readonly rate: number) {}

  /** Runs `load` (when given) with the probe going: at least minMs, until tailMs after the load ends, at most maxMs. */
  async window<Outcome>(watch: ServerWatch, options: WindowOptions, load?: () => Promise<Outcome>): Promise<ProbeWindow<Outcome>> {
    const requests: Array<Promise<{ ms: number; ok: boolean }>> = [];
    const start = performance.now();
    let loadEnd: number | undefined;
    let outcome: Outcome | undefined;
    const loadDone = load ? load().then((result) => {
      outcome = result;
      loadEnd = performance.now();
    }) : Promise.resolve();
    watch.startPeak();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = performance.now();
        const due = Math.floor(((now - start) * this.rate) / 1000) + 1;
        while (requests.length < due) requests.push(this.call(requests.length, start + (requests.length * 1000) / this.rate));
        const elapsed = now - start;
        const finished = !load || loadEnd !== undefined;
        if (elapsed >= options.maxMs || (finished && elapsed >= options.minMs && now - (loadEnd ?? start) >= options.tailMs)) {
          clearInterval(timer);
          resolve();
        }
      }, 2);
    });
    const seconds = (performance.now() - start) / 1000;
    const answers = await Promise.all(requests);
    const serverPeakMb = watch.stopPeak();
    await Promise.race([loadDone, new Promise((resolve) => setTimeout(resolve, REQUEST_TIMEOUT_MS))]);
    return {
      // A staff member who got an error did not get a fast answer: failures rank above every success.
      latencies: answers.map((answer) => (answer.ok ? answer.ms : Infinity)).sort((a, b) => a - b),
      failed: answers.filter((answer) => !answer.ok).length,
      seconds,
      outcome,
      loadSeconds: loadEnd === undefined ? undefined : (loadEnd - start) / 1000,
      serverPeakMb,
      serverExited: !watch.alive(),
    };
  }

  private async call(index: number, dueAt: number): Promise<{ ms: number; ok: boolean }> {
    try {
      const response = await fetch(`${this.url}${PROBE_CALLS[index % PROBE_CALLS.length]}`, {
        headers: { authorization: `Bearer ${this.token}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return { ms: performance.now() - dueAt, ok: response.ok };
    } catch {
      return { ms: performance.now() - dueAt, ok: false };
    }
  }
}

/**
 * Runs `work` and calls `beat` every `everyMs` until it settles: a long job's row keeps saying it is alive while the
 * job waits its turn or runs, so a stale check (rows that stopped beating were left by an instance that died) never
 * fails one that is only slow.
 */
export async function whileBeating<T>(work: () => Promise<T>, beat: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void): Promise<T> {
  const timer = setInterval(() => {
    beat().catch(onError);
  }, everyMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

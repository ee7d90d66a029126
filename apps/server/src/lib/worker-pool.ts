/**
 * A small pool of worker threads for CPU-heavy work (document and spreadsheet parsing) that must not
 * run on the event loop carrying every live chat. Bounded: at most `size` threads and `maxQueue` jobs
 * waiting. Each job has a timeout and each thread a heap limit (`resourceLimits`): a hostile input
 * ends its thread, never the server, and the job fails with a WorkerJobError saying why.
 *
 * Node 20 cannot start a worker from TypeScript, and the server runs both as TypeScript (vitest) and as
 * an esbuild bundle, so the worker is a plain .mjs file beside the sources importing only installed
 * packages (the bundle keeps import.meta.url pointing at the sources), as db/pglite-thread.mjs does.
 * The protocol: the pool posts `{ id, ...job }`; the worker answers `{ id, result }` or `{ id, error }`.
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';

export type WorkerFailure = 'timeout' | 'memory' | 'crashed' | 'busy' | 'failed';

/** A job that did not finish: its thread ran out of time or memory, died, the queue was full, or the job threw. */
export class WorkerJobError extends Error {
  constructor(readonly reason: WorkerFailure, message: string) {
    super(message);
    this.name = 'WorkerJobError';
  }
}

export interface WorkerPoolOptions {
  size: number;
  maxQueue: number;
  timeoutMs: number;
  resourceLimits: ResourceLimits;
}

interface Job { message: Record<string, unknown>; resolve(value: unknown): void; reject(error: unknown): void }
interface Thread { worker: Worker; online: boolean; job: (Job & { id: number; timer?: NodeJS.Timeout }) | null }

export class WorkerPool {
  private readonly threads = new Set<Thread>();
  private readonly queue: Job[] = [];
  private nextId = 0;

  constructor(private readonly url: URL, private readonly options: WorkerPoolOptions) {}

  /** Runs one job on a free thread (starting one when fewer than `size` run), else waits in the queue. */
  run<T>(message: Record<string, unknown>): Promise<T> {
    if (this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new WorkerJobError('busy', 'Too many documents are being read at once'));
    }
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ message, resolve: resolve as (value: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Stops every thread; jobs still waiting or running fail. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new WorkerJobError('crashed', 'The worker pool is closed'));
    await Promise.all([...this.threads].map((thread) => this.end(thread, new WorkerJobError('crashed', 'The worker pool is closed'))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = [...this.threads].find((candidate) => candidate.job === null) ?? this.start();
      if (!thread) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      thread.job = { ...job, id };
      if (thread.online) this.startClock(thread);
      thread.worker.postMessage({ ...job.message, id });
    }
  }

  /** The job's time counts from when its thread runs (a thread starting up on a busy machine is not the job's fault). */
  private startClock(thread: Thread): void {
    const job = thread.job;
    if (!job || job.timer) return;
    job.timer = setTimeout(() => {
      void this.end(thread, new WorkerJobError('timeout', `The work took longer than ${this.options.timeoutMs / 1000} s`));
    }, this.options.timeoutMs);
  }

  private start(): Thread | null {
    if (this.threads.size >= this.options.size) return null;
    const worker = new Worker(this.url, { resourceLimits: this.options.resourceLimits });
    // An idle thread does not keep the process (or a test run) alive.
    worker.unref();
    const thread: Thread = { worker, online: false, job: null };
    this.threads.add(thread);
    worker.once('online', () => {
      thread.online = true;
      this.startClock(thread);
    });
    worker.on('message', (answer: { id: number; result?: unknown; error?: string }) => {
      const job = thread.job;
      if (!job || job.id !== answer.id) return;
      clearTimeout(job.timer);
      thread.job = null;
      if (answer.error !== undefined) job.reject(new WorkerJobError('failed', answer.error));
      else job.resolve(answer.result);
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const reason = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed';
      void this.end(thread, new WorkerJobError(reason, reason === 'memory' ? 'The work needed more memory than allowed' : error.message));
    });
    worker.on('exit', () => void this.end(thread, new WorkerJobError('crashed', 'The worker thread stopped')));
    return thread;
  }

  /** Fails the thread's job (if any), stops the thread and lets the queue move on with a fresh one. */
  private async end(thread: Thread, error: WorkerJobError): Promise<void> {
    if (!this.threads.delete(thread)) return;
    const job = thread.job;
    thread.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.dispatch();
    await thread.worker.terminate();
  }
}

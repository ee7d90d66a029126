/**
 * The main thread's side of pglite-thread.mjs: just enough of PGlite's client interface for drizzle's
 * PGlite driver (query, exec, transaction, close). PGlite is a single connection, so a transaction
 * holds a lock that every other statement waits for, exactly as PGlite's own transaction() does.
 */
import { Worker } from 'node:worker_threads';

/**
 * A statement's answer. Without PGlite's `fields` (column names and types): drizzle maps rows by its own
 * column list, nothing here reads them, and copying them across threads on every statement (five a group
 * commit) was a fifth of what the main thread allocated per batch.
 */
export interface ThreadResults { rows: unknown[]; affectedRows?: number }
interface QueryOptions { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> }
interface Pending { resolve(value: unknown): void; reject(error: unknown): void }
/** `begin`: open the transaction first, in the same round trip (see transaction()). */
type Request = { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawDates: boolean; begin: boolean } | { op: 'exec'; sql: string; begin: boolean } | { op: 'dump'; path: string } | { op: 'close' };

export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>;
  exec(sql: string): Promise<ThreadResults[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** A database error from the thread, with PostgreSQL's fields (code, constraint, detail…) on it. */
function errorFrom(plain: Record<string, unknown>): Error {
  return Object.assign(new Error(String(plain.message ?? 'Database error')), plain);
}

const WORKER_URL = new URL('./pglite-thread.mjs', import.meta.url);

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Resolves when the transaction (or nothing) before us is done. */
  private lock: Promise<void> = Promise.resolve();
  private ended = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      if (message.error) pending.reject(errorFrom(message.error));
      else pending.resolve(message.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the thread and opens the database in `dataDir` (memory when absent), starting from the
   * `template` file written by dumpTo when one is given.
   */
  static async create(dataDir?: string, template?: string): Promise<PgliteThread> {
    const worker = new Worker(WORKER_URL, { workerData: { dataDir, template } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (message.ready === undefined) return;
        worker.off('message', onMessage);
        worker.off('error', reject);
        if (message.ready) resolve();
        else reject(errorFrom(message.error ?? {}));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  private send<T>(request: Request): Promise<T> {
    if (this.ended) return Promise.reject(new Error('The database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private failAll(error: unknown) {
    this.ended = true;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private run(sql: string, params: unknown[] = [], options: QueryOptions = {}, begin = false): Promise<ThreadResults> {
    // Drizzle passes parsers only to keep dates as text; the thread has the same table.
    return this.send({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object', rawDates: options.parsers !== undefined, begin });
  }

  /** A statement without parameters on the simple protocol (BEGIN, COMMIT, ROLLBACK: cheaper than a query). */
  private control(sql: string): Promise<unknown> {
    return this.send({ op: 'exec', sql, begin: false });
  }

  /** Waits for any transaction in progress, then runs `work` alone. */
  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    const before = this.lock;
    let release!: () => void;
    this.lock = new Promise<void>((resolve) => (release = resolve));
    await before;
    try {
      return await work();
    } finally {
      release();
    }
  }

  async query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    await this.lock; // statements may queue in the thread, but never inside someone else's transaction
    return this.run(sql, params, options);
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.exclusive(() => this.send({ op: 'exec', sql, begin: false }));
  }

  /**
   * BEGIN travels with the transaction's first statement (one round trip to the thread less per
   * transaction: each costs ~0.3 ms, about what PGlite takes to run a small statement); a transaction
   * that ran no statement has nothing to commit.
   */
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.exclusive(async () => {
      let begun = false;
      let closed = false;
      const opening = () => {
        const begin = !begun;
        begun = true;
        return begin;
      };
      const tx: ThreadTransaction = {
        query: (sql, params, options) => this.run(sql, params, options, opening()),
        exec: (sql) => this.send({ op: 'exec', sql, begin: opening() }),
        rollback: async () => {
          closed = true;
          if (begun) await this.control('ROLLBACK');
        },
        get closed() {
          return closed;
        },
      };
      try {
        const result = await callback(tx);
        if (!closed && begun) await this.control('COMMIT');
        closed = true;
        return result;
      } catch (error) {
        if (!closed && begun) await this.control('ROLLBACK').catch(() => undefined);
        closed = true;
        throw error;
      }
    });
  }

  /** Writes the whole database to `path` (an uncompressed tarball) for create's `template`. */
  dumpTo(path: string): Promise<void> {
    return this.exclusive(() => this.send({ op: 'dump', path }));
  }

  async close(): Promise<void> {
    if (this.ended) return;
    await this.exclusive(() => this.send({ op: 'close' }));
    this.ended = true;
    await this.worker.terminate();
  }
}

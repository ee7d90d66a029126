/**
 * The server's side of workers/password-hasher.mjs: argon2's hash and verify run in one child process
 * at nice 10, shared by everything in this process. In the server process argon2's native work ran on
 * libuv's pool at normal priority and every staff query (the database thread runs at idle priority on
 * purpose, db/pglite-thread.mjs) waited behind a burst of sign-ins; a lowered child leaves the cores to
 * the server first and still takes all the idle CPU. The cost of a hash is unchanged (the options travel
 * with each request), and password-hash.ts keeps its HashingGate in front.
 *
 * The child starts on first use and never keeps a process alive: it is unref'd, and its IPC channel only
 * holds the event loop while calls are pending (a script awaiting a hash must not exit early). A child
 * that dies fails its pending calls with PasswordHasherStopped and the next call starts another. When
 * the child cannot be started at all (no fork, no IPC), hashing falls back to this process with one warning.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { hash, verify, type HashOptions } from 'argon2';

/** The child's nice value: below the server's main thread, above the database thread (idle). */
export const HASHER_NICE = 10;

const CHILD_URL = new URL('../../workers/password-hasher.mjs', import.meta.url);

export type HasherRequest =
  | { op: 'hash'; password: string; options: HashOptions }
  | { op: 'verify'; stored: string; password: string };

/** A call the child did not answer because it stopped (killed, crashed, out of memory). */
export class PasswordHasherStopped extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordHasherStopped';
  }
}

interface Call { id: number; request: HasherRequest; sent: boolean; resolve(value: unknown): void; reject(error: unknown): void }
type Answer = { ready: true } | { id: number; result?: unknown; error?: string };

/** The same work in this process (the fallback), with the child's semantics. */
function runHere(request: HasherRequest): Promise<unknown> {
  return request.op === 'hash' ? hash(request.password, request.options) : verify(request.stored, request.password).catch(() => false);
}

export class PasswordHasher {
  private child: ChildProcess | null = null;
  private ready = false;
  private readonly pending = new Map<number, Call>();
  private nextId = 0;
  private inProcess = false;
  private stopWhenIdle = false;

  constructor(private readonly script = fileURLToPath(CHILD_URL)) {}

  hash(password: string, options: HashOptions): Promise<string> {
    return this.run({ op: 'hash', password, options }) as Promise<string>;
  }

  verify(stored: string, password: string): Promise<boolean> {
    return this.run({ op: 'verify', stored, password }) as Promise<boolean>;
  }

  /** The running child's process id (tests read its priority and kill it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** True once the child could not be started and hashing runs in this process. */
  get fallenBack(): boolean {
    return this.inProcess;
  }

  /**
   * Ends the child once no call is pending (now, when idle). Another app in the same process (tests
   * build many) may still be hashing; a later call simply starts a new child.
   */
  stop(): void {
    if (this.pending.size > 0) {
      this.stopWhenIdle = true;
      return;
    }
    const child = this.child;
    this.child = null;
    this.ready = false;
    child?.kill();
  }

  private run(request: HasherRequest): Promise<unknown> {
    if (this.inProcess) return runHere(request);
    return new Promise((resolve, reject) => {
      const call: Call = { id: this.nextId++, request, sent: false, resolve, reject };
      this.pending.set(call.id, call);
      this.stopWhenIdle = false;
      this.child?.channel?.ref();
      const child = this.child ?? this.start();
      if (child && this.ready) this.send(child, call);
    });
  }

  /** Forks the child and lowers it before it hashes anything; null when it could not be forked. */
  private start(): ChildProcess | null {
    let child: ChildProcess;
    try {
      child = fork(this.script, [], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'json' });
    } catch (error) {
      this.fallBack(error);
      return null;
    }
    if (child.pid === undefined) {
      // The spawn failed (its 'error' event follows on the next tick); nothing will run there.
      child.on('error', () => undefined);
      this.fallBack(new Error('the child process could not be started'));
      return null;
    }
    try {
      // This thread only; the pool threads argon2 runs on are started later by it and inherit the value.
      setPriority(child.pid, HASHER_NICE);
    } catch {
      // Not permitted here (e.g. the server already runs above nice 10): the child keeps the server's priority.
    }
    this.child = child;
    this.ready = false;
    child.unref();
    if (this.pending.size === 0) child.channel?.unref();
    let readied = false;
    child.on('message', (answer: Answer) => {
      if (this.child !== child) return;
      if ('ready' in answer) {
        readied = true;
        this.ready = true;
        for (const call of this.pending.values()) if (!call.sent) this.send(child, call);
        return;
      }
      const call = this.pending.get(answer.id);
      if (!call) return;
      if (answer.error !== undefined) call.reject(new Error(answer.error));
      else call.resolve(answer.result);
      this.settled(call);
    });
    // Once forked, a failed kill or send is all 'error' can say: the send's callback and 'exit' handle those.
    child.on('error', () => undefined);
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = null;
      this.ready = false;
      // Exiting on its own before it listened: the script cannot run here (argon2 not loadable, no IPC).
      if (!readied && signal === null && code !== 0) {
        this.fallBack(new Error(`the child process exited with code ${code} before it was ready`));
        return;
      }
      const stopped = new PasswordHasherStopped(`The password hasher stopped (${signal ?? `exit code ${code}`})`);
      for (const call of [...this.pending.values()]) {
        call.reject(stopped);
        this.settled(call);
      }
    });
    return child;
  }

  private send(child: ChildProcess, call: Call): void {
    call.sent = true;
    child.send({ id: call.id, ...call.request }, (error) => {
      // The channel closed under us: the child is going; its 'exit' fails the call, or this does.
      if (error && this.pending.has(call.id)) {
        call.reject(new PasswordHasherStopped(`The password hasher could not be reached: ${error.message}`));
        this.settled(call);
        if (this.child === child) {
          this.child = null;
          this.ready = false;
          child.kill();
        }
      }
    });
  }

  /** A call is done: when none is left, the channel stops holding the process (and a requested stop happens). */
  private settled(call: Call): void {
    this.pending.delete(call.id);
    if (this.pending.size > 0) return;
    this.child?.channel?.unref();
    if (this.stopWhenIdle) {
      this.stopWhenIdle = false;
      this.stop();
    }
  }

  /** No child here: warn once, then hash in this process from now on, pending calls included. */
  private fallBack(error: unknown): void {
    if (this.inProcess) return;
    this.inProcess = true;
    const child = this.child;
    this.child = null;
    this.ready = false;
    child?.kill();
    process.emitWarning(`Password hashing runs in the server process (no low-priority child): ${error instanceof Error ? error.message : String(error)}`);
    for (const call of [...this.pending.values()]) {
      this.pending.delete(call.id);
      runHere(call.request).then(call.resolve, call.reject);
    }
  }
}

/** The process's one hasher (one child per server process, shared by every app built in it). */
export const passwordHasher = new PasswordHasher();

/** Ends the child when idle (an app's onClose); the next hash starts a new one. */
export const stopPasswordHasher = (): void => passwordHasher.stop();

/**
 * Child processes of the cluster tests (server instances, redis-server, HAProxy): their output goes to a log file,
 * never to the test's output (a server logs warnings while Redis is down, on purpose), and the tail of that log is
 * what a failure shows. A child still running when the test process exits is killed, so none outlives the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export interface Exit { code: number | null; signal: NodeJS.Signals | null }

export class Child {
  private readonly process: ChildProcess;
  /** Resolves when the process has exited (whoever ended it). */
  readonly exited: Promise<Exit>;

  constructor(readonly name: string, command: string, args: readonly string[], readonly logFile: string, env: NodeJS.ProcessEnv = process.env) {
    const log = openSync(logFile, 'a');
    this.process = spawn(command, args, { stdio: ['ignore', log, log], env });
    closeSync(log);
    running.add(this.process);
    this.exited = new Promise((resolve) => {
      this.process.once('exit', (code, signal) => {
        running.delete(this.process);
        resolve({ code, signal });
      });
    });
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  get alive(): boolean {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends `signal` without waiting (SIGSTOP freezes the process: what reaches it stays unanswered). */
  signal(signal: NodeJS.Signals): void {
    if (this.alive) this.process.kill(signal);
  }

  /** Sends `signal` and waits for the exit. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (this.alive) this.process.kill(signal);
    return this.exited;
  }

  /** The last lines of the process's log, for error messages. */
  tail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Calls `probe` until it returns true, every `everyMs`; throws `failure()`'s text after `timeoutMs`. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, failure: () => string, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(failure());
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * One server instance as operators run it: the built bundle (scripts/build-server.mjs, what `npm start` and the
 * Docker image run) in a process of its own on its own port. Restarted on the same port, so the balancer's
 * configuration never changes.
 */
import { join } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the server's build lives beside start.mjs
import { SERVER_ARGS } from '../../../../scripts/build-server.mjs';
import { Child, waitUntil, type Exit } from './child';

export class Instance {
  private child: Child | null = null;
  private starts = 0;

  constructor(readonly name: string, readonly port: number, private readonly env: Record<string, string>, private readonly dir: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get alive(): boolean {
    return this.child?.alive ?? false;
  }

  /** Starts the process (again) and waits until /health answers. */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.child?.alive) return;
    this.starts += 1;
    const child = new Child(this.name, process.execPath, SERVER_ARGS, join(this.dir, `${this.name}.${this.starts}.log`), {
      ...process.env,
      ...this.env,
      PORT: String(this.port),
      HOST: '127.0.0.1',
    });
    this.child = child;
    await waitUntil(async () => {
      if (!child.alive) throw new Error('exited');
      // Any answer from /health: 200, or 503 while the database is out (the test may want exactly that).
      const response = await fetch(`${this.url}/health`);
      await response.body?.cancel();
      return true;
    }, timeoutMs, () => `${this.name} did not start (${child.alive ? 'no answer' : 'exited'}):\n${child.tail()}`, 200);
  }

  /** Freezes the process (SIGSTOP): it accepts nothing and answers nothing, as a machine that hangs. */
  freeze(): void {
    this.child?.signal('SIGSTOP');
  }

  /** Sends `signal` (SIGTERM: a graceful stop; SIGKILL: the process dies at once) and waits for the exit. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (!this.child) return { code: null, signal: null };
    return this.child.stop(signal);
  }

  tail(lines?: number): string {
    return this.child?.tail(lines) ?? '(never started)';
  }
}


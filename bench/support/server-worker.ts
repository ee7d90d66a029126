// A benchmark's measuring half in its own process, run with the server's tsconfig (its `@/` imports) through tsx:
// the worker prints one JSON line last, which is its result.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@switchboard/e2e/support/server';

/** Runs `worker` (a path from the repository's root) with `target` (PGlite or a database URL), extra env and extra arguments. */
export function runServerWorker<T>(worker: string, target: string, env: Record<string, string> = {}, args: string[] = []): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, target, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env, TSX_TSCONFIG_PATH: join(repoRoot, 'apps/server/tsconfig.json') },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`${worker} (${target}) exited with ${code}: ${out.slice(-500)}`));
      else resolve(JSON.parse(line) as T);
    });
  });
}

/** A worker that keeps running (it serves what it started): resolves with its first JSON line, and a stop (SIGTERM). */
export function startServerWorker<T>(worker: string, args: string[], env: Record<string, string> = {}): Promise<{ result: T; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env, TSX_TSCONFIG_PATH: join(repoRoot, 'apps/server/tsconfig.json') },
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (!line) return;
      child.stdout.off('data', onData);
      const stop = async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      };
      resolve({ result: JSON.parse(line) as T, stop });
    };
    child.stdout.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${worker} exited with ${code} before it was ready: ${out.slice(-500)}`)));
  });
}

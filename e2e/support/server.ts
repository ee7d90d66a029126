// Runs the real server as `npm start` does (its bundle in a child process on a free port with an embedded
// database in a fresh folder), so the browser journeys exercise what a user runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the server's build lives beside start.mjs
import { buildServer, SERVER_ARGS } from '../../scripts/build-server.mjs';

export const repoRoot = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The server process (benchmarks signal it to start and stop a profile around a phase). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/** `built`: the caller built the bundle already (several servers started at once build it once). */
export async function startServer(env: Record<string, string>, { built = false }: { built?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-'));
  // Each server stands alone, as `npm start` on a fresh machine: CI exports DATABASE_URL and REDIS_URL for the unit
  // tests, and two journey servers on one Redis fanned their chats and offers out to each other (an offer accepted by
  // the other worker's agent).
  const { DATABASE_URL: _embeddedOnly, REDIS_URL: _alone, ...inherited } = process.env;
  if (!built) await buildServer();
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: join(repoRoot, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // The first start seeds the demo brand (its bot trained): on a busy two-core machine that took over a minute.
  await waitForHealth(url, child, 180_000).catch((error: unknown) => {
    // A server that never became healthy must not outlive the run (it held the test output's pipe open).
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

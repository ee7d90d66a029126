// The server under test, as `npm start` runs it (its bundle with SERVER_ARGS' V8 flags, in a child process,
// over a fresh embedded database in a temp DATA_DIR with the demo seed): the working tree's, or with
// BENCH_HARDENING_REF=<commit> that commit's — its apps/server, packages/contracts and scripts taken with
// `git archive` into bench/.results/ and bundled by its own build script — so one machine can measure
// the server before and after a change minutes apart. Installed packages are the working tree's.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, type RunningServer } from '@switchboard/e2e/support/server';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the server's build and V8 settings live beside start.mjs
import { buildServer, V8_FLAGS } from '../../scripts/build-server.mjs';
import { raise } from './priority';

const REF = process.env.BENCH_HARDENING_REF;
const START_TIMEOUT_MS = 120_000;

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** What is measured: the working tree, or BENCH_HARDENING_REF's commit. */
export const measured = () => (REF ? `commit ${git('rev-parse', '--short', REF)}` : `the working tree (on ${git('rev-parse', '--short', 'HEAD')})`);

/** Extracts and bundles the commit once (the folder stays for the next run); returns the bundle's path. */
function bundleOf(ref: string): string {
  const commit = git('rev-parse', ref);
  const dir = join(repoRoot, 'bench/.results', `server-${commit.slice(0, 12)}`);
  const bundle = join(dir, 'apps/server/dist/main.mjs');
  if (existsSync(bundle)) return bundle;
  mkdirSync(join(dir, 'node_modules/@switchboard'), { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} apps/server packages/contracts scripts tsconfig.base.json | tar -x -C "${dir}"`], { cwd: repoRoot });
  // The commit's contracts, not the working tree's; the server's own nested packages as installed.
  symlinkSync('../../packages/contracts', join(dir, 'node_modules/@switchboard/contracts'));
  symlinkSync(join(repoRoot, 'apps/server/node_modules'), join(dir, 'apps/server/node_modules'));
  execFileSync(process.execPath, [join(dir, 'scripts/build-server.mjs')], { cwd: dir, stdio: 'inherit' });
  return bundle;
}

async function bundle(): Promise<string> {
  if (REF) return bundleOf(REF);
  await buildServer();
  return join(repoRoot, 'apps/server/dist/main.mjs');
}

export async function startTarget(): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-bench-'));
  const { DATABASE_URL: _embeddedOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, [...V8_FLAGS, '--enable-source-maps', await bundle()], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, WEB_DIST: join(repoRoot, 'apps/web/dist'), LOG_LEVEL: 'warn' },
  });
  const stop = () => new Promise<void>((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.pid !== undefined) raise(child.pid); // the database thread starts (and sets its priority) meanwhile
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    if (await fetch(`${url}/health`).then((response) => response.ok, () => false)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy within ${START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, dataDir, pid: child.pid, stop };
}

import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HASH_OPTIONS } from './password-hash';
import { HASHER_NICE, PasswordHasher, PasswordHasherStopped } from './password-hasher';

/** Cheap parameters where the cost does not matter (the round trip with the real ones runs once). */
const QUICK = { ...HASH_OPTIONS, memoryCost: 1024, timeCost: 1 };

/** The nice value of every thread of a process (field 19 of /proc/<pid>/task/<tid>/stat). */
function threadNices(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('PasswordHasher (argon2 in a low-priority child process)', () => {
  const hasher = new PasswordHasher();
  afterAll(() => hasher.stop());

  it('hashes and verifies through the child with the real parameters', async () => {
    const stored = await hasher.hash('correct horse 1A!', HASH_OPTIONS);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/);
    expect(hasher.pid).toBeTypeOf('number');
    expect(hasher.pid).not.toBe(process.pid);
    await expect(hasher.verify(stored, 'correct horse 1A!')).resolves.toBe(true);
    await expect(hasher.verify(stored, 'wrong')).resolves.toBe(false);
    // A malformed stored hash is a wrong password, as it was in-process.
    await expect(hasher.verify('not-a-hash', 'wrong')).resolves.toBe(false);
    expect(hasher.fallenBack).toBe(false);
  });

  it.runIf(process.platform === 'linux')('runs every thread of the child at nice 10, argon2 pool threads included', async () => {
    // Two at once so the pool has started threads for them.
    await Promise.all([hasher.hash('a', QUICK), hasher.hash('b', QUICK)]);
    const nices = threadNices(hasher.pid!);
    expect(nices.length).toBeGreaterThan(4);
    expect(new Set(nices)).toEqual(new Set([HASHER_NICE]));
  });

  it('fails the pending call of a killed child and starts another for the next one', async () => {
    await hasher.hash('warm', QUICK);
    const first = hasher.pid!;
    const pending = hasher.hash('slow', { ...HASH_OPTIONS, timeCost: 20 });
    process.kill(first, 'SIGKILL');
    await expect(pending).rejects.toBeInstanceOf(PasswordHasherStopped);
    const stored = await hasher.hash('again', QUICK);
    expect(hasher.pid).toBeTypeOf('number');
    expect(hasher.pid).not.toBe(first);
    await expect(hasher.verify(stored, 'again')).resolves.toBe(true);
  });

  it('stops the child only once the calls in flight are answered (another app may still be hashing)', async () => {
    await hasher.hash('warm', QUICK);
    const pid = hasher.pid!;
    const pending = hasher.hash('in flight', HASH_OPTIONS);
    hasher.stop();
    await expect(pending).resolves.toMatch(/^\$argon2id\$/);
    expect(hasher.pid).toBeUndefined();
    await vi.waitFor(() => expect(() => process.kill(pid, 0)).toThrow());
  });

  it('hashes in this process, with one warning, when the child cannot run', async () => {
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      // A script that exits before it is ready, as one that cannot load argon2 does (quietly: a missing file would
      // print Node's stack into the run's output).
      const script = join(mkdtempSync(join(tmpdir(), 'hasher-')), 'broken-hasher.mjs');
      writeFileSync(script, 'process.exit(3);\n');
      const broken = new PasswordHasher(script);
      const [stored] = await Promise.all([broken.hash('fallback', QUICK), broken.hash('other', QUICK)]);
      expect(broken.fallenBack).toBe(true);
      await expect(broken.verify(stored!, 'fallback')).resolves.toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('never keeps a process alive, yet holds it while a hash is awaited', async () => {
    const client = fileURLToPath(new URL('./password-hasher.ts', import.meta.url));
    // Top-level await on the hash with nothing else running: the channel must hold the process until the
    // answer (else Node exits 13), and must not afterwards (the child is never stopped here).
    const script = `import { PasswordHasher } from ${JSON.stringify(client)};
      const hasher = new PasswordHasher();
      const stored = await hasher.hash('exit', ${JSON.stringify(QUICK)});
      console.log(await hasher.verify(stored, 'exit'), hasher.pid);`;
    const started = performance.now();
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { timeout: 20_000 });
    const [verified, pid] = stdout.trim().split(' ');
    expect(verified).toBe('true');
    expect(performance.now() - started).toBeLessThan(15_000);
    // The child followed its parent out (its channel closed).
    await vi.waitFor(() => expect(() => process.kill(Number(pid), 0)).toThrow(), { timeout: 5_000 });
  });
});

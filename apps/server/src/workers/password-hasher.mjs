// The password-hashing child process (modules/auth/password-hasher.ts forks it): runs argon2's hash
// and verify at nice 10, so a burst of sign-ins leaves the cores to the server's main thread first.
// argon2's native work runs on libuv's thread pool; in the server process those threads ran at normal
// priority, ahead of the database thread (idle priority, db/pglite-thread.mjs), and every staff query
// waited behind the hashes. Plain JavaScript importing only installed packages: Node 20 starts a child
// without tsx, and the server bundle keeps this file's URL pointing here (scripts/build-server.mjs).
// A request is { id, op: 'hash', password, options } or { id, op: 'verify', stored, password }; the
// answer { id, result } or { id, error }. The child says { ready: true } once it listens.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { hash, verify } from 'argon2';

const NICE = 10;

if (!process.send) throw new Error('password-hasher.mjs runs as a child process with an IPC channel');

// The parent lowers the main thread right after the fork; threads Node started before that (V8's
// helpers) are lowered here. The libuv pool threads that run argon2 start later, from the main
// thread, and inherit its nice value. Lowering one's own priority needs no privilege.
try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), NICE);
} catch {
  // Not Linux: the parent's setPriority(pid) is all there is.
}

/** One request's answer; a malformed stored hash is a wrong password, as it was in-process. */
function run(request) {
  if (request.op === 'hash') return hash(request.password, request.options);
  if (request.op === 'verify') return verify(request.stored, request.password).catch(() => false);
  throw new Error(`Unknown operation ${request.op}`);
}

process.on('message', async (request) => {
  try {
    process.send?.({ id: request.id, result: await run(request) });
  } catch (error) {
    process.send?.({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
});

// The server went away (or stopped us): nothing left to do.
process.on('disconnect', () => process.exit(0));

process.send({ ready: true });

/**
 * Password hashing with argon2id: 64 MiB, 3 passes, one lane (RFC 9106's memory and passes; one lane
 * so a hash is one thread, not four: the library default spawns a thread per lane, and four hashes
 * then kept both cores of a small server busy while staff requests waited). Every hash and check
 * goes through one process-wide HashingGate (the thread pool and the cores are per process), and runs
 * in a child process at nice 10 (password-hasher.ts) so a burst of sign-ins waits behind staff requests,
 * not the other way round.
 */
import { argon2id } from 'argon2';
import { HashingGate } from './hashing-gate';
import { passwordHasher } from './password-hasher';

export const HASH_OPTIONS = { type: argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

/** The argon2 calls, behind one object so a test can count or hold them (vi.spyOn). */
export const argon = {
  hash: (password: string): Promise<string> => passwordHasher.hash(password, HASH_OPTIONS),
  /** False for a wrong password or a malformed hash; rejects only when the hashing child stopped. */
  verify: (stored: string, password: string): Promise<boolean> => passwordHasher.verify(stored, password),
};

export const hashingGate = new HashingGate();

export const hashPassword = (password: string): Promise<string> => hashingGate.run(() => argon.hash(password));

let dummy: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown e-mail, account without password) it still spends
 * the time of a real check so response times do not reveal which e-mails exist.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    // Not kept when it failed (the hashing child stopped): the next check makes it again.
    dummy ??= argon.hash('not-a-real-password-1A!').catch((error: unknown) => {
      dummy = undefined;
      throw error;
    });
    const dummyHash = await dummy;
    await hashingGate.run(() => argon.verify(dummyHash, password));
    return false;
  }
  return hashingGate.run(() => argon.verify(stored, password));
}

/** A hash made with several lanes (the earlier default) costs several threads at each sign-in. */
export const usesSeveralLanes = (stored: string): boolean => Number(/[$,]p=(\d+)/.exec(stored)?.[1] ?? 1) > 1;

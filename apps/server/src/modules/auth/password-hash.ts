/** Password hashing with argon2id (library defaults: 64 MiB, 3 passes, 4 lanes). */
import { argon2id, hash, verify } from 'argon2';

export const hashPassword = (password: string): Promise<string> => hash(password, { type: argon2id });

let dummy: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash (unknown e-mail, account without password) it still spends
 * the time of a real check so response times do not reveal which e-mails exist.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password-1A!');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** Maps database refusals of the bot builder to HTTP errors, and checks ids before they reach SQL. */
import { conflict, notFound } from '@/plugins/http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
};

/** A write refused by a unique index becomes a 409 on the field that must be unique. */
export async function uniqueName<R>(write: () => Promise<R>, message: string, field = 'name'): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, field);
    throw error;
  }
}

/** A malformed id cannot name a record: 404 like an unknown one (and no SQL cast error). */
export function requireId(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message);
  return id;
}

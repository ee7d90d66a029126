/** Maps database refusals of the bot builder to HTTP errors, and checks ids before they reach SQL. */
import { notFound } from '@/plugins/http-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
};

/** A malformed id cannot name a record: 404 like an unknown one (and no SQL cast error). */
export function requireId(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message);
  return id;
}

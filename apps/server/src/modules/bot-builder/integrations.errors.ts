/** A write refused by a unique index becomes a 409 on the field that must be unique. */
import { conflict } from '@/plugins/http-errors';
import { isUniqueViolation } from './bot-builder.errors';

export async function uniqueName<R>(write: () => Promise<R>, message: string, field = 'name'): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, field);
    throw error;
  }
}

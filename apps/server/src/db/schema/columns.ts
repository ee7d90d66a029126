/** Column helpers shared by the tables: uuid keys and timezone-aware timestamps. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = (name = 'id') => uuid(name).primaryKey().defaultRandom();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();

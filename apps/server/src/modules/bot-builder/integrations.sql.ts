/** SQL pieces the brand functions, environment variables, events and catalogue repositories share. */
import { ilike, or, type Column, type SQL } from 'drizzle-orm';

export interface Paging { page: number; pageSize: number; search?: string | undefined }

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Any of the columns contains the search text (case-insensitive); undefined without a search. */
export const searchIn = (search: string | undefined, ...columns: (Column | SQL)[]): SQL | undefined =>
  search ? or(...columns.map((column) => ilike(column, `%${escapeLike(search)}%`))) : undefined;

export const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

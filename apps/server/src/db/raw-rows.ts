/**
 * A table's rows through hand-written SQL, mapped like drizzle maps them: the select lists and row
 * mapping of statements that bypass drizzle's builders on the hot path (see raw-query.ts).
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface RawRows<Row> {
  /** `alias."column" AS "key", …` for every column: a SELECT or RETURNING list named as the row's keys. */
  selectList(alias: string): SQL;
  /** selectList as plain text, for statements run with rawQuery. */
  selectText(alias: string): string;
  /** A raw row selected with selectList → the row drizzle would have answered (drivers answer timestamps as text). */
  rowOf(raw: Record<string, unknown>): Row;
}

export function rawRows<Row extends Record<string, unknown>>(table: PgTable): RawRows<Row> {
  const columns = Object.entries(getTableColumns(table));
  // Built once per alias as plain text: drizzle walks (and allocates for) every fragment of a joined list on each query.
  const selectTexts = new Map<string, string>();
  const selectText = (alias: string) => {
    let list = selectTexts.get(alias);
    if (list === undefined) {
      const quoted = `"${alias.replaceAll('"', '""')}"`;
      list = columns.map(([key, column]) => `${quoted}."${column.name}" AS "${key}"`).join(', ');
      selectTexts.set(alias, list);
    }
    return list;
  };
  return {
    selectList: (alias) => sql.raw(selectText(alias)),
    rowOf(raw) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = raw[key];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as Row;
    },
    selectText,
  };
}

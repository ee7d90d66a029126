/**
 * A table's rows through hand-written SQL, mapped like drizzle maps them. For the group commit's
 * statements: drizzle's builder walks every value of a multi-row insert (about a tenth of the main
 * thread at 1,000 messages/s), while one JSON parameter (jsonb_to_recordset) costs a JSON.stringify
 * here and is also cheaper for the database to bind.
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
  /** `"column", …` for every column: an INSERT's column list, in the order of fromJsonText's select list. */
  readonly columnText: string;
  /**
   * `SELECT … FROM jsonb_to_recordset(<param>::jsonb)`: whole rows (every column given; a missing key is NULL)
   * as one JSON parameter (`param`, e.g. `$1`), serialised by JSON.stringify as they are (Dates as ISO
   * strings, jsonb values nested).
   */
  fromJsonText(param: string): string;
}

export function rawRows<Row extends Record<string, unknown>>(table: PgTable): RawRows<Row> {
  const columns = Object.entries(getTableColumns(table));
  // The records keep the rows' own keys; the recordset names and types them like the table's columns.
  const keyList = columns.map(([key]) => `v."${key}"`).join(', ');
  const recordType = columns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(', ');
  const columnText = columns.map(([, column]) => `"${column.name}"`).join(', ');
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
  const fromJsonText = (param: string) => `SELECT ${keyList} FROM jsonb_to_recordset(${param}::jsonb) AS v(${recordType})`;
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
    columnText,
    fromJsonText,
  };
}

import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm';

/**
 * Plain-SQL reading of a Drizzle table (the page data statements, src/server/modules/pages/sql.ts):
 * the column list of a select, the same row as a JSON object inside another row (relations
 * aggregated in one statement), and the mapping of either back to the row type Drizzle selects —
 * column names to property names, driver values through each column's own mapping (timestamps in
 * JSON become Dates, jsonb stays parsed). Built once per table; no query building per request.
 */
export interface RowCodec<T> {
  readonly table: string;
  /** `alias."id", alias."tenant_id", ...`; `replace` gives some columns an expression of their own (same name). */
  select(alias: string, replace?: Readonly<Record<string, string>>): string;
  /** `json_build_object('id', alias."id", ...)`: the row inside another row. */
  json(alias: string): string;
  /** A result row (or a JSON object) keyed by column name, as the row type. */
  map(record: Record<string, unknown>): T;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `only` keeps just those properties (a narrow row for a list), `exclude` drops some. */
export function rowCodec<T>(table: Table, { exclude = [], only }: { exclude?: readonly string[]; only?: readonly string[] } = {}): RowCodec<T> {
  const columns = Object.entries(getTableColumns(table) as Record<string, Column>).filter(([key]) => !exclude.includes(key) && (!only || only.includes(key)));
  const names = columns.map(([, column]) => column.name);
  return {
    table: getTableName(table),
    select: (alias, replace = {}) => names.map((name) => (replace[name] ? `${replace[name]} as ${quote(name)}` : `${alias}.${quote(name)}`)).join(', '),
    // json_build_object takes at most 100 arguments: wider tables are split and concatenated.
    json: (alias) => {
      const pairs = (slice: string[]) => slice.map((name) => `'${name}', ${alias}.${quote(name)}`).join(', ');
      if (names.length <= 50) return `json_build_object(${pairs(names)})`;
      const parts: string[] = [];
      for (let i = 0; i < names.length; i += 50) parts.push(`jsonb_build_object(${pairs(names.slice(i, i + 50))})`);
      return `(${parts.join(' || ')})`;
    },
    map(record) {
      const row: Record<string, unknown> = {};
      for (const [key, column] of columns) {
        const value = record[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T;
    },
  };
}

import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../platform/db/client.js';

/** Serial types are not valid in a record definition; their plain integer types are. */
const recordType = (t: string) => (t === 'serial' ? 'integer' : t === 'bigserial' ? 'bigint' : t);

/**
 * Inserts many rows in one statement with one JSON parameter
 * (`insert … select … from json_to_recordset($1)`), several times faster than a
 * multi-row VALUES list on PGlite. Every row must set the same keys; keys left out
 * of all rows take the column default.
 */
export async function bulkInsert<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][], chunk = 5000): Promise<void> {
  if (rows.length === 0) return;
  const { names, record, json } = recordset(table, rows);
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.execute(
      sql`insert into ${table} (${sql.raw(names.join(', '))}) select ${sql.raw(names.join(', '))} from json_to_recordset(${json(i, i + chunk)}::json) as x(${sql.raw(record)})`,
    );
  }
}

/** Sets columns of many rows, matched by `id`, the same way (one JSON parameter per statement). */
export async function bulkUpdate<T extends PgTable>(tx: Tx, table: T, rows: readonly ({ id: number } & Partial<T['$inferInsert']>)[], chunk = 5000): Promise<void> {
  if (rows.length === 0) return;
  const { names, record, json } = recordset(table, rows);
  const set = names.filter((n) => n !== '"id"').map((n) => `${n} = x.${n}`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    await tx.execute(sql`update ${table} t set ${sql.raw(set)} from json_to_recordset(${json(i, i + chunk)}::json) as x(${sql.raw(record)}) where t.id = x.id`);
  }
}

/** The quoted column names, the record definition and the JSON of a slice of rows (keys of the first row). */
function recordset<T extends PgTable>(table: T, rows: readonly object[]) {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const keys = Object.keys(rows[0]!).filter((k) => k in columns);
  const names = keys.map((k) => `"${columns[k]!.name}"`);
  const record = keys.map((k) => `"${columns[k]!.name}" ${recordType(columns[k]!.getSQLType())}`).join(', ');
  const json = (from: number, to: number) =>
    JSON.stringify(
      rows.slice(from, to).map((r) => {
        const o: Record<string, unknown> = {};
        for (const k of keys) o[columns[k]!.name] = (r as Record<string, unknown>)[k] ?? null;
        return o;
      }),
    );
  return { names, record, json };
}

/** Takes `n` ids from a table's serial sequence, ascending, so rows can be inserted with known ids. */
export async function allocateIds(tx: Tx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const r = await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`);
  return (r.rows as { id: number }[]).map((x) => x.id).sort((a, b) => a - b);
}

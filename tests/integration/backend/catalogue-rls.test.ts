// Generated from the database's own catalogue, so a table added later is covered without
// touching this file: every table of the exposed schema has RLS on, and a guest (anon) can
// insert, update or delete in none of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../../supabase/local/server';
import { makeClient, startTestBackend } from './helpers';

interface Column {
  column_name: string;
  data_type: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

interface ForeignKey {
  table_name: string;
  column_name: string;
  foreign_schema: string;
  foreign_table: string;
  foreign_column: string;
}

/** A value of the column's type that passes the usual checks. */
function sampleValue(column: Column, index: number): unknown {
  // changelog_entries.release must read x.y.z.
  if (column.column_name === 'release') return '1.0.0';
  switch (column.data_type) {
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
      return 1;
    case 'boolean':
      return false;
    case 'jsonb':
    case 'json':
      return [];
    case 'uuid':
      return crypto.randomUUID();
    case 'date':
      return '2026-01-01';
    case 'timestamp with time zone':
      return '2026-01-01T00:00:00Z';
    default:
      return `catalogue-check-${index}`;
  }
}

describe('every exposed table, from the catalogue', () => {
  let backend: Backend;
  let tables: string[];
  const fingerprint = (table: string) =>
    backend
      .query<{ f: string | null; n: number }>(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as f, count(*)::int as n from public.${table} t`,
      )
      .then((rows) => rows[0]);

  beforeAll(async () => {
    backend = await startTestBackend({ seed: true });
    tables = (
      await backend.query<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      )
    ).map((r) => r.tablename);

    // Give every table at least one row (as the owner, parents first) so that update and
    // delete attempts have something to hit.
    const keys = await backend.query<ForeignKey>(
      `select cl.relname as table_name, a.attname as column_name, fn.nspname as foreign_schema,
              fc.relname as foreign_table, fa.attname as foreign_column
         from pg_constraint c
         join pg_class cl on cl.oid = c.conrelid
         join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
         join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
         join pg_class fc on fc.oid = c.confrelid
         join pg_namespace fn on fn.oid = fc.relnamespace
         join pg_attribute fa on fa.attrelid = c.confrelid and fa.attnum = c.confkey[1]
        where c.contype = 'f'`,
    );
    const pending = [...tables];
    for (let guard = 0; pending.length > 0 && guard < 50; guard++) {
      const table = pending.shift() as string;
      const parents = keys.filter((k) => k.table_name === table && k.foreign_schema === 'public' && k.foreign_table !== table);
      if (parents.some((p) => pending.includes(p.foreign_table))) {
        pending.push(table);
        continue;
      }
      const existing = await fingerprint(table);
      if ((existing?.n ?? 0) > 0) continue;
      const columns = await backend.query<Column>(
        `select column_name, data_type, is_nullable, column_default from information_schema.columns
          where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      );
      const row: Record<string, unknown> = {};
      for (const [index, column] of columns.entries()) {
        const fk = keys.find((k) => k.table_name === table && k.column_name === column.column_name);
        if (fk) {
          const [ref] = await backend.query<{ v: unknown }>(
            `select ${fk.foreign_column}::text as v from ${fk.foreign_schema}.${fk.foreign_table} limit 1`,
          );
          row[column.column_name] = ref?.v;
        } else if (column.is_nullable === 'NO' && column.column_default === null) {
          row[column.column_name] = sampleValue(column, index);
        }
      }
      const list = Object.keys(row).map((c) => `"${c}"`).join(', ');
      await backend.query(
        `insert into public.${table} (${list}) select ${list} from jsonb_populate_record(null::public.${table}, $1::jsonb)`,
        [JSON.stringify(row)],
      );
    }
  });

  afterAll(() => backend.stop());

  it('finds the tables in the catalogue', () => {
    expect(tables.length).toBeGreaterThanOrEqual(16);
  });

  it('has row-level security enabled on every table', async () => {
    const rows = await backend.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    );
    expect(rows.length).toBe(tables.length);
    for (const row of rows) expect(row.relrowsecurity, row.relname).toBe(true);
  });

  it('refuses every insert, update and delete from a guest', async () => {
    const anon = makeClient(backend);
    const outcomes: string[] = [];
    for (const table of tables) {
      const before = await fingerprint(table);
      expect(before?.n, `${table} has a row to attack`).toBeGreaterThan(0);
      const columns = await backend.query<Column>(
        `select column_name, data_type, is_nullable, column_default from information_schema.columns
          where table_schema = 'public' and table_name = $1 order by ordinal_position`,
        [table],
      );
      const row: Record<string, unknown> = {};
      columns.forEach((column, index) => {
        if (!['created_at', 'updated_at', 'version'].includes(column.column_name)) row[column.column_name] = sampleValue(column, index);
      });
      const target = columns.find((c) => !['id', 'created_at', 'updated_at', 'version'].includes(c.column_name)) as Column;

      const inserted = await anon.from(table).insert(row);
      const updated = await anon.from(table).update({ [target.column_name]: sampleValue(target, 99) }).not(target.column_name, 'is', null);
      const deleted = await anon.from(table).delete().not(columns[0]?.column_name as string, 'is', null);

      expect(inserted.error, `${table}: guest insert`).not.toBeNull();
      expect([401, 403]).toContain(inserted.status);
      // Update and delete either fail outright or touch no row; either way nothing changes.
      expect(await fingerprint(table), `${table}: unchanged after guest update and delete`).toEqual(before);
      outcomes.push(`${table.padEnd(18)} insert ${inserted.status}  update ${updated.status}  delete ${deleted.status}`);
    }
    console.log(`Guest writes per table (all refused):\n${outcomes.join('\n')}`);
  });
});

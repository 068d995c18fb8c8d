/**
 * The schema cache: tables, columns (with their Postgres types), primary keys and functions
 * of the exposed schemas, read from pg_catalog once the migrations have run. The REST layer
 * accepts only identifiers found here, and quotes them; types come from here too, so no
 * piece of a request is ever pasted into SQL.
 */
import type { Database } from './db';

export interface ColumnInfo {
  name: string;
  /** format_type() of the column, e.g. "text", "timestamp with time zone", "jsonb". */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArg[];
  /** Input arguments without a default (the first ones). */
  requiredCount: number;
  returnsSet: boolean;
  returnType: string;
  /** 'void', 'composite' (a row type or record) or 'scalar'. */
  returnKind: 'void' | 'composite' | 'scalar';
}

export interface Catalogue {
  schemas: readonly string[];
  tables: Map<string, TableInfo>;
  functions: Map<string, FunctionInfo[]>;
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`;

/** Double-quotes an identifier (callers pass only catalogue names). */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function loadCatalogue(db: Database, schemas: readonly string[]): Promise<Catalogue> {
  const columns = await db.query<{
    schema: string;
    table_name: string;
    column_name: string;
    type: string;
    not_null: boolean;
    has_default: boolean;
  }>(
    `select n.nspname as schema, c.relname as table_name, a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null, a.atthasdef as has_default
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'v', 'm')
        and a.attnum > 0 and not a.attisdropped
      order by n.nspname, c.relname, a.attnum`,
    [schemas],
  );
  const tables = new Map<string, TableInfo>();
  for (const row of columns) {
    const key = qualified(row.schema, row.table_name);
    let table = tables.get(key);
    if (!table) {
      table = { schema: row.schema, name: row.table_name, columns: new Map(), primaryKey: [] };
      tables.set(key, table);
    }
    table.columns.set(row.column_name, {
      name: row.column_name,
      type: row.type,
      notNull: row.not_null,
      hasDefault: row.has_default,
    });
  }

  const keys = await db.query<{ schema: string; table_name: string; column_name: string }>(
    `select n.nspname as schema, c.relname as table_name, a.attname as column_name
       from pg_index i
       join pg_class c on c.oid = i.indrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where i.indisprimary and n.nspname = any($1::text[])
      order by n.nspname, c.relname, k.ord`,
    [schemas],
  );
  for (const row of keys) {
    tables.get(qualified(row.schema, row.table_name))?.primaryKey.push(row.column_name);
  }

  const procs = await db.query<{
    schema: string;
    name: string;
    arg_names: string[] | null;
    arg_modes: string[] | null;
    arg_types: string[];
    nargs: number;
    ndefaults: number;
    returns_set: boolean;
    return_type: string;
    return_typtype: string;
  }>(
    `select n.nspname as schema, p.proname as name, p.proargnames as arg_names,
            p.proargmodes::text[] as arg_modes,
            array(select format_type(t.oid, null)
                    from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(oid, ord)
                    join pg_type t on t.oid = u.oid
                   order by u.ord) as arg_types,
            p.pronargs as nargs, p.pronargdefaults as ndefaults, p.proretset as returns_set,
            format_type(p.prorettype, null) as return_type, rt.typtype as return_typtype
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = any($1::text[]) and p.prokind = 'f'
        and format_type(p.prorettype, null) not in ('trigger', 'event_trigger')`,
    [schemas],
  );
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of procs) {
    const names = row.arg_names ?? [];
    const modes = row.arg_modes ?? [];
    const args: FunctionArg[] = [];
    row.arg_types.forEach((type, index) => {
      const mode = modes[index] ?? 'i';
      if (mode === 'i' || mode === 'b') args.push({ name: names[index] ?? '', type });
    });
    const returnKind =
      row.return_type === 'void' ? 'void' : row.return_typtype === 'c' || row.return_type === 'record' ? 'composite' : 'scalar';
    const info: FunctionInfo = {
      schema: row.schema,
      name: row.name,
      args,
      requiredCount: row.nargs - row.ndefaults,
      returnsSet: row.returns_set,
      returnType: row.return_type,
      returnKind,
    };
    const key = qualified(row.schema, row.name);
    functions.set(key, [...(functions.get(key) ?? []), info]);
  }
  return { schemas, tables, functions };
}

/**
 * The PostgREST subset the app uses (`/rest/v1`), translated into parameterised SQL.
 *
 * - Tables: select (columns, aliases, `*`), filters (eq neq gt gte lt lte like ilike in is
 *   cs cd, `not.`, nested `or=()` / `and=()`), order, limit/offset and Range, count=exact,
 *   HEAD; insert (object or array, `columns`, missing=default), upsert (merge or ignore
 *   duplicates, on_conflict), update, delete; return=representation; single object via
 *   Accept: application/vnd.pgrst.object+json.
 * - Functions: `rpc/<name>` with named arguments (POST body, or query string for GET/HEAD).
 *
 * Every identifier is looked up in the catalogue and double-quoted, every type comes from
 * the catalogue, and every value is a bound parameter. The SQL runs inside the request's
 * transaction as the JWT's role, so RLS decides what each caller may see and change.
 */
import type { Catalogue, ColumnInfo, FunctionInfo, TableInfo } from './catalogue';
import { qualified, quoteIdent } from './catalogue';
import type { RequestContext, Tx } from './db';
import { ApiError } from './errors';

export interface RestRequest {
  method: string;
  /** Path below /rest/v1/, e.g. "army_lists" or "rpc/save_army_list". */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON body (undefined when there is none). */
  body: unknown;
  ctx: RequestContext;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

export interface RestOptions {
  /** Largest page a select returns, like hosted Supabase's max rows (default 1000). */
  maxRows: number;
  /** Schemas a request may name in Accept-Profile / Content-Profile; the first is the default. */
  schemas: readonly string[];
}

type Runner = <T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>) => Promise<T>;

const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey']);
const COMPARISON_OPS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
/** Deepest nesting of or=()/and=() groups accepted. */
const MAX_FILTER_DEPTH = 8;

const header = (headers: RestRequest['headers'], name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

interface Preferences {
  returnRepresentation: boolean;
  count: boolean;
  resolution: 'merge' | 'ignore' | null;
  missingDefault: boolean;
}

function parsePrefer(value: string): Preferences {
  const tokens = value
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  const has = (t: string) => tokens.includes(t);
  return {
    returnRepresentation: has('return=representation'),
    count: tokens.some((t) => t === 'count=exact' || t === 'count=planned' || t === 'count=estimated'),
    resolution: has('resolution=merge-duplicates') ? 'merge' : has('resolution=ignore-duplicates') ? 'ignore' : null,
    missingDefault: has('missing=default'),
  };
}

// ----- Parameters collected while building SQL -----

class Params {
  readonly values: (string | null)[] = [];
  add(value: string | null): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

// ----- Filters -----

type Condition =
  | { kind: 'leaf'; column: string; negate: boolean; op: string; value: string }
  | { kind: 'group'; op: 'and' | 'or'; negate: boolean; items: Condition[] };

const parseError = (message: string, details: string | null = null) => new ApiError(400, 'PGRST100', message, details);

/** Splits on commas that are not inside parentheses or double quotes. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < text.length) {
        current += text[++i] as string;
      } else if (ch === '"') {
        quoted = false;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (depth < 0) throw parseError('"failed to parse logic tree"', `unbalanced parentheses in ${text}`);
    if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (depth !== 0 || quoted) throw parseError('"failed to parse logic tree"', `unbalanced parentheses or quotes in ${text}`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/** "[not.]op.value" → operator and value. */
function parseOperation(column: string, text: string): Condition {
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot <= 0) throw parseError('"failed to parse filter"', `${column}=${text}`);
  const op = rest.slice(0, dot);
  const value = rest.slice(dot + 1);
  if (!(op in COMPARISON_OPS) && !['like', 'ilike', 'in', 'is', 'cs', 'cd'].includes(op)) {
    throw parseError('"failed to parse filter"', `unknown operator ${op}`);
  }
  return { kind: 'leaf', column, negate, op, value };
}

function parseGroup(op: 'and' | 'or', negate: boolean, text: string, depth: number): Condition {
  if (depth > MAX_FILTER_DEPTH) throw parseError('"failed to parse logic tree"', 'too deeply nested');
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw parseError('"failed to parse logic tree"', `${op}=${text}`);
  }
  const items = splitTopLevel(text.slice(1, -1)).map((item) => parseGroupItem(item.trim(), depth + 1));
  if (items.length === 0) throw parseError('"failed to parse logic tree"', `${op}=${text}`);
  return { kind: 'group', op, negate, items };
}

function parseGroupItem(item: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
  if (nested) {
    return parseGroup(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string, depth);
  }
  const dot = item.indexOf('.');
  if (dot <= 0) throw parseError('"failed to parse logic tree"', item);
  return parseOperation(item.slice(0, dot), item.slice(dot + 1));
}

function parseFilters(query: URLSearchParams, skip: Set<string>): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, value] of query) {
    if (RESERVED_PARAMS.has(key) || skip.has(key)) continue;
    const logic = /^(not\.)?(and|or)$/.exec(key);
    if (logic) {
      conditions.push(parseGroup(logic[2] as 'and' | 'or', Boolean(logic[1]), value, 1));
    } else {
      conditions.push(parseOperation(key, value));
    }
  }
  return conditions;
}

function columnOf(table: TableInfo, name: string): ColumnInfo {
  const column = table.columns.get(name);
  if (!column) {
    throw new ApiError(400, '42703', `column ${table.name}.${name} does not exist`);
  }
  return column;
}

function parseInList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError('"failed to parse filter"', `in. expects a list in parentheses: ${value}`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((v) => unquote(v.trim()));
}

function compileCondition(table: TableInfo, condition: Condition, params: Params, alias: string): string {
  if (condition.kind === 'group') {
    const joined = condition.items.map((c) => compileCondition(table, c, params, alias)).join(` ${condition.op} `);
    return condition.negate ? `not (${joined})` : `(${joined})`;
  }
  const column = columnOf(table, condition.column);
  const ref = `${alias}.${quoteIdent(column.name)}`;
  let sql: string;
  const comparison = COMPARISON_OPS[condition.op];
  if (comparison) {
    // Bound as text and cast by Postgres, so a value of the wrong type is its 22P02 (400).
    sql = `${ref} ${comparison} ${params.add(unquote(condition.value))}::text::${column.type}`;
  } else if (condition.op === 'like' || condition.op === 'ilike') {
    const pattern = unquote(condition.value).replace(/\*/g, '%');
    sql = `${ref}::text ${condition.op} ${params.add(pattern)}`;
  } else if (condition.op === 'in') {
    const list = JSON.stringify(parseInList(condition.value));
    sql = `${ref} in (select _x::${column.type} from jsonb_array_elements_text(${params.add(list)}::jsonb) as _v(_x))`;
  } else if (condition.op === 'is') {
    const keyword = IS_VALUES[condition.value.toLowerCase()];
    if (!keyword) throw parseError('"failed to parse filter"', `is. accepts null, not_null, true, false, unknown`);
    sql = `${ref} is ${keyword}`;
  } else {
    const operator = condition.op === 'cs' ? '@>' : '<@';
    sql = `${ref} ${operator} ${params.add(condition.value)}::text::${column.type}`;
  }
  return condition.negate ? `not (${sql})` : sql;
}

function whereClause(table: TableInfo, conditions: Condition[], params: Params, alias: string): string {
  if (conditions.length === 0) return '';
  return ` where ${conditions.map((c) => compileCondition(table, c, params, alias)).join(' and ')}`;
}

// ----- select, order, limit -----

function compileSelect(table: TableInfo, select: string | null, alias: string): string {
  const text = (select ?? '*').trim();
  if (text === '' || text === '*') return `${alias}.*`;
  const items = splitTopLevel(text).map((raw) => raw.trim());
  return items
    .map((item) => {
      if (item === '*') return `${alias}.*`;
      if (item.includes('(')) {
        throw new ApiError(
          400,
          'PGRST200',
          'Could not find a relationship in the schema cache',
          `Embedding resources (${item}) is not supported by the local backend`,
        );
      }
      const match = /^(?:([A-Za-z_][A-Za-z0-9_]*):)?([A-Za-z_][A-Za-z0-9_]*)$/.exec(item);
      if (!match) throw parseError('"failed to parse select parameter"', item);
      const column = columnOf(table, match[2] as string);
      const outName = match[1] ?? column.name;
      return `${alias}.${quoteIdent(column.name)} as ${quoteIdent(outName)}`;
    })
    .join(', ');
}

function compileOrder(table: TableInfo, order: string | null, alias: string): string {
  if (!order) return '';
  const terms = order.split(',').map((term) => {
    const [name = '', ...modifiers] = term.trim().split('.');
    const column = columnOf(table, name);
    let sql = `${alias}.${quoteIdent(column.name)}`;
    for (const modifier of modifiers) {
      if (modifier === 'asc') sql += ' asc';
      else if (modifier === 'desc') sql += ' desc';
      else if (modifier === 'nullsfirst') sql += ' nulls first';
      else if (modifier === 'nullslast') sql += ' nulls last';
      else throw parseError('"failed to parse order"', term);
    }
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

function parseNonNegative(value: string | null, name: string): number | null {
  if (value === null || value === '') return null;
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"failed to parse ${name}"`, value);
  return Number(value);
}

function pageOf(req: RestRequest, maxRows: number): { limit: number; offset: number } {
  let limit = parseNonNegative(req.query.get('limit'), 'limit');
  let offset = parseNonNegative(req.query.get('offset'), 'offset');
  const range = /^(?:items=)?\s*(\d{1,9})-(\d{0,9})$/.exec(header(req.headers, 'range').trim());
  if (range && limit === null && offset === null) {
    offset = Number(range[1]);
    if (range[2]) {
      const last = Number(range[2]);
      if (last < offset) throw new ApiError(416, 'PGRST103', 'Requested range not satisfiable');
      limit = last - offset + 1;
    }
  }
  return { limit: Math.min(limit ?? maxRows, maxRows), offset: offset ?? 0 };
}

function contentRange(offset: number, rows: number, total: number | null): string {
  const span = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`;
  return `${span}/${total ?? '*'}`;
}

// ----- responses -----

function wantsObject(req: RestRequest): boolean {
  return header(req.headers, 'accept').toLowerCase().includes(OBJECT_MEDIA_TYPE);
}

function singleObject(json: string): string {
  const rows = JSON.parse(json) as unknown[];
  if (rows.length !== 1) {
    throw new ApiError(
      406,
      'PGRST116',
      'Cannot coerce the result to a single JSON object',
      `The result contains ${rows.length} rows`,
    );
  }
  return JSON.stringify(rows[0]);
}

function jsonResponse(req: RestRequest, status: number, json: string | null, extra: Record<string, string> = {}): RestResponse {
  const asObject = wantsObject(req);
  const headers: Record<string, string> = {
    'content-type': `${asObject ? OBJECT_MEDIA_TYPE : 'application/json'}; charset=utf-8`,
    ...extra,
  };
  let body = json;
  if (json !== null && asObject) body = singleObject(json);
  return { status, headers, body: req.method === 'HEAD' ? null : body };
}

// ----- tables -----

function resolveSchema(req: RestRequest, options: RestOptions): string {
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  const requested = header(req.headers, readOnly ? 'accept-profile' : 'content-profile').trim();
  const schema = requested || (options.schemas[0] as string);
  if (!options.schemas.includes(schema)) {
    throw new ApiError(406, 'PGRST106', `The schema must be one of the following: ${options.schemas.join(', ')}`);
  }
  return schema;
}

function tableOf(catalogue: Catalogue, schema: string, name: string): TableInfo {
  const table = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? catalogue.tables.get(qualified(schema, name)) : undefined;
  if (!table) {
    throw new ApiError(
      404,
      'PGRST205',
      `Could not find the table '${schema}.${name.slice(0, 64)}' in the schema cache`,
    );
  }
  return table;
}

const target = (table: TableInfo) => `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;

async function selectRows(tx: Tx, table: TableInfo, req: RestRequest, options: RestOptions): Promise<RestResponse> {
  const prefer = parsePrefer(header(req.headers, 'prefer'));
  const conditions = parseFilters(req.query, new Set());
  const params = new Params();
  const columns = compileSelect(table, req.query.get('select'), '_t');
  const where = whereClause(table, conditions, params, '_t');
  const order = compileOrder(table, req.query.get('order'), '_t');
  const { limit, offset } = pageOf(req, options.maxRows);
  const limitParam = params.add(String(limit));
  const offsetParam = params.add(String(offset));
  const sql =
    `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from ` +
    `(select ${columns} from ${target(table)} as _t${where}${order} limit ${limitParam}::bigint offset ${offsetParam}::bigint) as _r`;
  const result = await tx.query<{ body: string; n: number }>(sql, params.values);
  const row = result.rows[0] ?? { body: '[]', n: 0 };
  let total: number | null = null;
  if (prefer.count) {
    const countParams = new Params();
    const countWhere = whereClause(table, conditions, countParams, '_t');
    const counted = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${target(table)} as _t${countWhere}`,
      countParams.values,
    );
    total = counted.rows[0]?.n ?? 0;
  }
  return jsonResponse(req, 200, row.body, { 'content-range': contentRange(offset, row.n, total) });
}

function rowsOfBody(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      throw new ApiError(400, 'PGRST102', 'All object keys must match', 'The body must be a JSON object or an array of objects');
    }
  }
  return rows as Record<string, unknown>[];
}

function parseColumnsParam(value: string | null): string[] | null {
  if (value === null) return null;
  return splitTopLevel(value)
    .map((c) => unquote(c.trim()))
    .filter(Boolean);
}

function payloadColumns(table: TableInfo, names: Iterable<string>): ColumnInfo[] {
  const columns: ColumnInfo[] = [];
  for (const name of names) {
    const column = table.columns.get(name);
    if (!column) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${name.slice(0, 64)}' column of '${table.name}' in the schema cache`,
      );
    }
    if (!columns.includes(column)) columns.push(column);
  }
  return columns;
}

/** Wraps a data-modifying statement so that it returns the selected columns as JSON. */
function returningJson(statement: string, table: TableInfo, req: RestRequest): string {
  const columns = compileSelect(table, req.query.get('select'), '_t');
  return (
    `with _m as (${statement} returning _t.*) ` +
    `select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${columns} from _m as _t) as _r`
  );
}

async function runMutation(
  tx: Tx,
  req: RestRequest,
  table: TableInfo,
  statements: { sql: string; params: (string | null)[] }[],
  successStatus: number,
): Promise<RestResponse> {
  const prefer = parsePrefer(header(req.headers, 'prefer'));
  const representation = prefer.returnRepresentation || wantsObject(req);
  const collected: unknown[] = [];
  let affected = 0;
  for (const statement of statements) {
    if (representation) {
      const result = await tx.query<{ body: string; n: number }>(returningJson(statement.sql, table, req), statement.params);
      const row = result.rows[0];
      if (row) {
        collected.push(...(JSON.parse(row.body) as unknown[]));
        affected += row.n;
      }
    } else {
      const result = await tx.query(statement.sql, statement.params);
      affected += result.affectedRows ?? 0;
    }
  }
  const extra: Record<string, string> = { 'content-range': `*/${prefer.count ? affected : '*'}` };
  if (representation) {
    // A single-object request that did not touch exactly one row is refused and rolled back.
    const response = jsonResponse(req, successStatus, JSON.stringify(collected), extra);
    return response;
  }
  return { status: successStatus === 201 ? 201 : 204, headers: extra, body: null };
}

function insertStatements(table: TableInfo, req: RestRequest, upsert: Preferences['resolution']) {
  const rows = rowsOfBody(req.body);
  const prefer = parsePrefer(header(req.headers, 'prefer'));
  const explicit = parseColumnsParam(req.query.get('columns'));
  // With missing=default, rows are grouped by their key set so absent keys take defaults.
  const groups = new Map<string, Record<string, unknown>[]>();
  if (explicit || !prefer.missingDefault) {
    const names = explicit ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
    groups.set(JSON.stringify(names), rows);
  } else {
    for (const row of rows) {
      const key = JSON.stringify(Object.keys(row).sort());
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
  }
  let conflictColumns: ColumnInfo[] = [];
  if (upsert) {
    const onConflict = parseColumnsParam(req.query.get('on_conflict'));
    conflictColumns = payloadColumns(table, onConflict ?? table.primaryKey);
    if (conflictColumns.length === 0) {
      throw new ApiError(400, 'PGRST100', 'An upsert needs on_conflict columns or a primary key');
    }
  }
  const statements: { sql: string; params: (string | null)[] }[] = [];
  for (const [key, groupRows] of groups) {
    const columns = payloadColumns(table, JSON.parse(key) as string[]);
    if (columns.length === 0) {
      // Rows of empty objects: every column takes its default.
      for (let i = 0; i < groupRows.length; i++) {
        statements.push({ sql: `insert into ${target(table)} as _t default values`, params: [] });
      }
      continue;
    }
    const params = new Params();
    const payload = params.add(JSON.stringify(groupRows));
    const list = columns.map((c) => quoteIdent(c.name)).join(', ');
    let sql =
      `insert into ${target(table)} as _t (${list}) ` +
      `select ${list} from jsonb_populate_recordset(null::${target(table)}, ${payload}::jsonb)`;
    if (upsert) {
      const conflict = conflictColumns.map((c) => quoteIdent(c.name)).join(', ');
      const updates = columns.filter((c) => !conflictColumns.includes(c));
      if (upsert === 'ignore' || updates.length === 0) {
        sql += ` on conflict (${conflict}) do nothing`;
      } else {
        sql += ` on conflict (${conflict}) do update set ${updates
          .map((c) => `${quoteIdent(c.name)} = excluded.${quoteIdent(c.name)}`)
          .join(', ')}`;
      }
    }
    statements.push({ sql, params: params.values });
  }
  return statements;
}

async function insertRows(tx: Tx, table: TableInfo, req: RestRequest): Promise<RestResponse> {
  const prefer = parsePrefer(header(req.headers, 'prefer'));
  const rows = rowsOfBody(req.body);
  if (rows.length === 0) return jsonResponse(req, 201, '[]');
  return runMutation(tx, req, table, insertStatements(table, req, prefer.resolution), 201);
}

async function updateRows(tx: Tx, table: TableInfo, req: RestRequest): Promise<RestResponse> {
  const body = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects one JSON object');
  }
  const columns = payloadColumns(table, Object.keys(body));
  const params = new Params();
  const payload = params.add(JSON.stringify(body));
  const where = whereClause(table, parseFilters(req.query, new Set()), params, '_t');
  if (columns.length === 0) {
    return runMutation(tx, req, table, [], 200);
  }
  const sets = columns.map((c) => `${quoteIdent(c.name)} = _v.${quoteIdent(c.name)}`).join(', ');
  const sql = `update ${target(table)} as _t set ${sets} from jsonb_populate_record(null::${target(table)}, ${payload}::jsonb) as _v${where}`;
  return runMutation(tx, req, table, [{ sql, params: params.values }], 200);
}

async function deleteRows(tx: Tx, table: TableInfo, req: RestRequest): Promise<RestResponse> {
  const params = new Params();
  const where = whereClause(table, parseFilters(req.query, new Set()), params, '_t');
  return runMutation(tx, req, table, [{ sql: `delete from ${target(table)} as _t${where}`, params: params.values }], 200);
}

// ----- functions -----

function argValue(value: unknown, type: string, fromQuery: boolean): string | null {
  if (value === null || value === undefined) return null;
  if (fromQuery) return String(value);
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (typeof value === 'object') {
    if (Array.isArray(value) && type.endsWith('[]')) {
      return `{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
    }
    return JSON.stringify(value);
  }
  return String(value);
}

function pickFunction(catalogue: Catalogue, schema: string, name: string, given: string[]): FunctionInfo {
  const candidates = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? (catalogue.functions.get(qualified(schema, name)) ?? []) : [];
  const match = candidates.find((fn) => {
    const names = fn.args.map((a) => a.name);
    return (
      given.every((g) => names.includes(g)) &&
      fn.args.slice(0, fn.requiredCount).every((a) => given.includes(a.name))
    );
  });
  if (!match) {
    const shown = `${schema}.${name.slice(0, 64)}(${given.map((g) => g.slice(0, 64)).join(', ')})`;
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${shown} in the schema cache`,
      'Searched for the function with the given argument names, but no matches were found in the schema cache.',
    );
  }
  return match;
}

async function callFunction(
  tx: Tx,
  catalogue: Catalogue,
  schema: string,
  name: string,
  req: RestRequest,
): Promise<RestResponse> {
  const fromQuery = req.method === 'GET' || req.method === 'HEAD';
  let args: Record<string, unknown>;
  if (fromQuery) {
    args = {};
    for (const [key, value] of req.query) if (!RESERVED_PARAMS.has(key)) args[key] = value;
  } else {
    const body = req.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new ApiError(400, 'PGRST102', 'Empty or invalid json', 'A function call takes a JSON object of named arguments');
    }
    args = body as Record<string, unknown>;
  }
  const fn = pickFunction(catalogue, schema, name, Object.keys(args));
  const params = new Params();
  const call =
    `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(` +
    fn.args
      .filter((a) => a.name in args)
      .map((a) => `${quoteIdent(a.name)} => ${params.add(argValue(args[a.name], a.type, fromQuery))}::text::${a.type}`)
      .join(', ') +
    ')';
  if (fn.returnKind === 'void') {
    await tx.query(`select ${call}`, params.values);
    return { status: 204, headers: {}, body: null };
  }
  let sql: string;
  if (fn.returnsSet) {
    sql =
      fn.returnKind === 'composite'
        ? `select coalesce(json_agg(_r), '[]')::text as body from ${call} as _r`
        : `select coalesce(json_agg(_r._v), '[]')::text as body from ${call} as _r(_v)`;
  } else {
    sql = fn.returnKind === 'composite' ? `select to_json(_r)::text as body from ${call} as _r` : `select to_json(${call})::text as body`;
  }
  const result = await tx.query<{ body: string | null }>(sql, params.values);
  const body = result.rows[0]?.body ?? 'null';
  if (fn.returnsSet) return jsonResponse(req, 200, body);
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: req.method === 'HEAD' ? null : body,
  };
}

/** Serves one /rest/v1 request inside its own transaction, as the request's role. */
export async function handleRest(
  run: Runner,
  catalogue: Catalogue,
  req: RestRequest,
  options: RestOptions,
): Promise<RestResponse> {
  const schema = resolveSchema(req, options);
  const segments = req.path.split('/').filter(Boolean);
  if (segments.length === 2 && segments[0] === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
    }
    return run(req.ctx, (tx) => callFunction(tx, catalogue, schema, segments[1] as string, req));
  }
  if (segments.length !== 1) {
    throw new ApiError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
  const table = tableOf(catalogue, schema, decodeURIComponent(segments[0] as string));
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return run(req.ctx, (tx) => selectRows(tx, table, req, options));
    case 'POST':
      return run(req.ctx, (tx) => insertRows(tx, table, req));
    case 'PATCH':
      return run(req.ctx, (tx) => updateRows(tx, table, req));
    case 'DELETE':
      return run(req.ctx, (tx) => deleteRows(tx, table, req));
    default:
      throw new ApiError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
}

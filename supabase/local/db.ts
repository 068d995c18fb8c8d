/**
 * The local backend's database, behind one small interface with two implementations:
 *
 * - PGlite (Postgres in WebAssembly), persisted under a data folder or kept in memory — the
 *   default. PGlite is a single connection, so every piece of work — a REST request, an auth
 *   call, the seed — runs through one queue, one at a time.
 * - A Postgres server (`DATABASE_URL`), through a `pg` connection pool: see ./postgres.ts.
 *
 * Requests from the API run as PostgREST runs them: a transaction, SET LOCAL ROLE to the
 * JWT's role and the claims in request.jwt.claims, so Postgres applies the RLS policies.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement. */
  affectedRows?: number;
}

/** One open transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<unknown>;
}

/** The URL without its password, for messages. */
export function redactDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

export abstract class Database {
  /** Which engine is behind this database. */
  abstract readonly kind: 'pglite' | 'postgres';

  /** PGlite under dataDir; 'memory' keeps everything in memory (tests, benchmarks). */
  static open(dataDir: string): Promise<Database> {
    return PgliteDatabase.open(dataDir);
  }

  /** A Postgres server, e.g. postgres://user:password@host:5432/dbname. */
  static async connect(databaseUrl: string): Promise<Database> {
    // Loaded only when used, so the PGlite path does not need the pg package.
    const { PostgresDatabase } = await import('./postgres');
    return PostgresDatabase.connect(databaseUrl);
  }

  /** A transaction as the database owner (auth server, migrations, seed). */
  abstract transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;

  /** One statement as the database owner. */
  abstract query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;

  /** Several statements (no parameters) as the database owner. */
  abstract exec(sql: string): Promise<void>;

  abstract close(): Promise<void>;

  /** A transaction as an API role with the request's JWT claims (RLS applies). */
  asRole<T>(ctx: RequestContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (!API_ROLES.includes(ctx.role)) {
      return Promise.reject(new Error(`unknown API role ${String(ctx.role)}`));
    }
    return this.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(ctx.claims)]);
      // The role name is one of three fixed identifiers (checked above), never user input.
      await tx.exec(`set local role ${ctx.role}`);
      return fn(tx);
    });
  }
}

class PgliteDatabase extends Database {
  readonly kind = 'pglite';
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(private readonly pg: PGlite) {
    super();
  }

  static override async open(dataDir: string): Promise<Database> {
    if (dataDir === 'memory') {
      return new PgliteDatabase(await PGlite.create());
    }
    mkdirSync(dataDir, { recursive: true });
    return new PgliteDatabase(await PGlite.create({ dataDir }));
  }

  /** Runs fn after everything queued before it has finished. */
  private enqueue<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.enqueue(() => this.pg.transaction(fn));
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.enqueue(() => this.pg.query<T>(sql, params));
    return result.rows;
  }

  async exec(sql: string): Promise<void> {
    await this.enqueue(() => this.pg.exec(sql));
  }

  async close(): Promise<void> {
    await this.enqueue(() => this.pg.close());
  }
}

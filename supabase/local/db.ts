/**
 * The local backend's one database connection: PGlite (Postgres in WebAssembly), persisted
 * under a data folder or kept in memory. PGlite is a single connection, so every piece of
 * work — a REST request, an auth call, the seed — runs through one queue, one at a time.
 *
 * Requests from the API run as PostgREST runs them: a transaction, SET LOCAL ROLE to the
 * JWT's role and the claims in request.jwt.claims, so Postgres applies the RLS policies.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';
export const API_ROLES: readonly ApiRole[] = ['anon', 'authenticated', 'service_role'];

export interface RequestContext {
  role: ApiRole;
  claims: Record<string, unknown>;
}

export type Tx = Transaction;

export class Database {
  private tail: Promise<unknown> = Promise.resolve();

  private constructor(private readonly pg: PGlite) {}

  /** dataDir 'memory' keeps everything in memory (tests, benchmarks). */
  static async open(dataDir: string): Promise<Database> {
    if (dataDir === 'memory') {
      return new Database(await PGlite.create());
    }
    mkdirSync(dataDir, { recursive: true });
    return new Database(await PGlite.create({ dataDir }));
  }

  /** Runs fn after everything queued before it has finished. */
  private enqueue<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** A transaction as the database owner (auth server, migrations, seed). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.enqueue(() => this.pg.transaction(fn));
  }

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

  /** One statement as the database owner. */
  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.enqueue(() => this.pg.query<T>(sql, params));
    return result.rows;
  }

  /** Several statements (no parameters) as the database owner. */
  async exec(sql: string): Promise<void> {
    await this.enqueue(() => this.pg.exec(sql));
  }

  async close(): Promise<void> {
    await this.enqueue(() => this.pg.close());
  }
}

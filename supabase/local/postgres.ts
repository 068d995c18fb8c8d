/**
 * The local backend on a Postgres server (`DATABASE_URL`), through a `pg` connection pool.
 *
 * Every transaction — an API request, an auth call, a migration — takes one pooled client
 * and runs BEGIN … COMMIT on it (ROLLBACK when anything throws), so API requests get the
 * same `set_config('request.jwt.claims', …, true)` and `SET LOCAL ROLE` as on PGlite and the
 * server enforces RLS. Unlike PGlite there is no queue: requests run concurrently, as they do
 * against hosted Supabase.
 *
 * Values come back as they do from PGlite: bigint as a number while it is a safe integer.
 */
import { Pool, TypeOverrides } from 'pg';
import type { PoolClient } from 'pg';
import { Database, redactDatabaseUrl } from './db';
import type { QueryResult, Tx } from './db';

const INT8_OID = 20;
const POOL_SIZE = 10;

function parseInt8(text: string): number | bigint {
  const value = BigInt(text);
  return value < BigInt(Number.MIN_SAFE_INTEGER) || value > BigInt(Number.MAX_SAFE_INTEGER) ? value : Number(value);
}

function txOf(client: PoolClient): Tx {
  return {
    async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    exec: (sql: string) => client.query(sql),
  };
}

export class PostgresDatabase extends Database {
  readonly kind = 'postgres';

  private constructor(private readonly pool: Pool) {
    super();
  }

  static override async connect(databaseUrl: string): Promise<Database> {
    const types = new TypeOverrides();
    types.setTypeParser(INT8_OID, 'text', parseInt8);
    const pool = new Pool({
      connectionString: databaseUrl,
      max: POOL_SIZE,
      types,
      application_name: 'warcrow-local-backend',
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', (error) => process.stderr.write(`[backend] Postgres connection error: ${error.message}\n`));
    try {
      await pool.query('select 1');
    } catch (error) {
      await pool.end();
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Could not connect to the Postgres server at ${redactDatabaseUrl(databaseUrl)}: ${message}`, {
        cause: error,
      });
    }
    return new PostgresDatabase(pool);
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await fn(txOf(client));
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        // The connection is unusable: drop it from the pool instead of reusing it.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    const result = await this.pool.query(sql, params);
    return result.rows as T[];
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

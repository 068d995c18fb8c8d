/**
 * Brings a database up to date: the local bootstrap (once, on a fresh database), then every
 * file in supabase/migrations in name order, each applied once and recorded in
 * local.schema_migrations, each in its own transaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './db';
import { AFTER_MIGRATIONS_SQL, BOOTSTRAP_SQL } from './bootstrap';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

export function listMigrations(dir = MIGRATIONS_DIR): MigrationFile[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = MIGRATION_FILE.exec(file);
      if (!match?.[1] || !match[2]) {
        throw new Error(`Migration file name must be <yyyymmddhhmmss>_<what>.sql: ${file}`);
      }
      return { version: match[1], name: match[2], path: join(dir, file) };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

/** Returns the versions applied by this call (empty when already up to date). */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const [state] = await db.query<{ ready: boolean }>(
    "select to_regclass('local.schema_migrations') is not null as ready",
  );
  if (!state?.ready) {
    await db.transaction((tx) => tx.exec(BOOTSTRAP_SQL).then(() => undefined));
  }
  const done = new Set(
    (await db.query<{ version: string }>('select version from local.schema_migrations')).map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.path, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into local.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version}_${migration.name} failed: ${message}`, { cause: error });
    }
    applied.push(migration.version);
  }
  await db.transaction((tx) => tx.exec(AFTER_MIGRATIONS_SQL).then(() => undefined));
  return applied;
}

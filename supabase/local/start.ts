/**
 * `npm start`: builds the production app (with its service worker), starts the local
 * Supabase-compatible backend (seeded, demo accounts) and serves the app with the
 * production headers. Ctrl-C stops both cleanly.
 *
 *   PORT=4173            app port
 *   BACKEND_PORT=54321   backend port
 *   BACKEND_DATA=memory  in-memory database (default: supabase/local/.data)
 *   DATABASE_URL=postgres://…  a Postgres server instead of PGlite (superuser)
 *   DIST_DIR=dist        the build folder to serve (default dist/)
 *   --no-build           serve the existing build
 *   --backend-only       only the backend (npm run backend)
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './app-server';
import { startBackend } from './server';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const args = new Set(process.argv.slice(2));

async function main() {
  const port = Number(process.env.PORT ?? 4173);
  const backendPort = Number(process.env.BACKEND_PORT ?? 54321);
  const dataDir = process.env.BACKEND_DATA === 'memory' ? 'memory' : (process.env.BACKEND_DATA ?? join(root, 'supabase/local/.data'));
  // A Postgres server instead of PGlite when DATABASE_URL is set (and no BACKEND_DATA asks otherwise).
  const databaseUrl = process.env.BACKEND_DATA ? undefined : process.env.DATABASE_URL;

  if (!args.has('--no-build') && !args.has('--backend-only')) {
    process.stdout.write('Building the app...\n');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }

  const backend = await startBackend({ port: backendPort, quiet: true, ...(databaseUrl ? { databaseUrl } : { dataDir }) });
  process.stdout.write(`\nLocal backend (Supabase-compatible)\n  API URL: ${backend.url}\n  anon key: ${backend.anonKey}\n  service_role key: ${backend.serviceRoleKey}\n`);

  let app: Awaited<ReturnType<typeof startAppServer>> | null = null;
  if (!args.has('--backend-only')) {
    app = await startAppServer({ distDir: resolve(root, process.env.DIST_DIR ?? 'dist'), port, backendUrl: backend.url, anonKey: backend.anonKey });
    process.stdout.write(`\nWarcrow Companion is running at ${app.url}\n`);
    process.stdout.write('Demo accounts: admin@warcrow.local / WarcrowAdmin1!, tester@warcrow.local / WarcrowTester1!, player@warcrow.local / WarcrowPlayer1!\n');
  }
  process.stdout.write('Press Ctrl-C to stop.\n');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    process.stdout.write('\nStopping...\n');
    await app?.stop();
    await backend.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

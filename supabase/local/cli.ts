/**
 * Starts the local backend on its own: `npx tsx supabase/local/cli.ts [--memory] [--no-seed] [--port N]`.
 * BACKEND_PORT and BACKEND_DATA (a folder, or "memory") work too; with DATABASE_URL set (and
 * no BACKEND_DATA or --memory) it runs on that Postgres server. Ctrl-C stops it cleanly.
 */
import { startBackend } from './server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const portArg = option('--port');
  const dataEnv = process.env.BACKEND_DATA;
  const backend = await startBackend({
    port: portArg ? Number(portArg) : undefined,
    dataDir: process.argv.includes('--memory') ? 'memory' : dataEnv || undefined,
    seed: !process.argv.includes('--no-seed'),
    quiet: process.argv.includes('--quiet'),
  });
  process.stdout.write(`API URL: ${backend.url}\nanon key: ${backend.anonKey}\nservice_role key: ${backend.serviceRoleKey}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    backend.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

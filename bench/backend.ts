/**
 * Backend throughput: requests per second the local backend (supabase/local, in-memory
 * PGlite) serves over loopback, measured with autocannon for 10 s each:
 * - an authenticated army_lists select (a player's 20 lists, as the sync pull reads them),
 * - the cloud-save RPC (save_army_list), each request a new list.
 *
 * Run alone with `npx tsx bench/backend.ts` (prints JSON), or through `npm run bench`.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { startBackend } from '../supabase/local/server';

/** Seconds each scenario runs. */
const DURATION_S = 10;
/** Concurrent connections; PGlite serves one request at a time, so a few are enough to keep it busy. */
const CONNECTIONS = 8;
const LISTS_PER_PLAYER = 20;

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}

type Autocannon = (
  options: { url: string; connections: number; duration: number; requests?: AutocannonRequest[] } & AutocannonRequest,
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;

// autocannon ships CommonJS without type declarations.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function run(options: Parameters<Autocannon>[0]): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const unit = (i: number) => ({
  id: `unit-${i}`,
  name: `Unit ${i}`,
  pointsCost: 20,
  quantity: 1,
  faction: 'Syenann',
  faction_id: 'syenann',
  keywords: [],
  highCommand: false,
  availability: 1,
  command: 0,
  tournamentLegal: true,
});

export async function benchBackend(): Promise<Record<string, number>> {
  const backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true, seed: false });
  try {
    const headers = { apikey: backend.anonKey, 'content-type': 'application/json' };
    const signUp = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: 'bench@warcrow.local', password: 'Bench-password-1' }),
    });
    const { access_token: token } = (await signUp.json()) as { access_token: string };
    const auth = { ...headers, authorization: `Bearer ${token}` };
    const units = Array.from({ length: 8 }, (_, i) => unit(i));
    for (let i = 0; i < LISTS_PER_PLAYER; i++) {
      await fetch(`${backend.url}/rest/v1/rpc/save_army_list`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ p_id: crypto.randomUUID(), p_name: `List ${i}`, p_faction: 'syenann', p_units: units }),
      });
    }

    const select = await run({
      url: `${backend.url}/rest/v1/army_lists?select=*&order=updated_at.asc`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: auth,
    });

    let n = 0;
    const save = await run({
      url: backend.url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          path: '/rest/v1/rpc/save_army_list',
          headers: auth,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ p_id: crypto.randomUUID(), p_name: `Bench ${n++}`, p_faction: 'syenann', p_units: units }),
          }),
        },
      ],
    });

    return {
      backend_list_select_rps: Math.round(select.requests.average),
      backend_list_select_failed: select.non2xx + select.errors,
      backend_cloud_save_rps: Math.round(save.requests.average),
      backend_cloud_save_failed: save.non2xx + save.errors,
    };
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchBackend().then(
    (figures) => process.stdout.write(`${JSON.stringify(figures, null, 2)}\n`),
    (error: unknown) => {
      process.stderr.write(`${String(error)}\n`);
      process.exit(1);
    },
  );
}

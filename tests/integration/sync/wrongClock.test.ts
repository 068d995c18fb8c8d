// Issue 13 items 6 and 13, a device with a wrong clock, against the real local backend. A
// clock two days ahead is the same, seen from the device, as an auth server two days behind
// (and a clock a year behind as a server a year ahead): a proxy in front of the backend moves
// the absolute expiry the server states by that much, the rest of each answer unchanged. The
// app's own client (supabase-js with the app's request fetch) must sign in, keep its session,
// push a cloud save and pull, with one token request, not one per call.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { fetchWithTimeout } from '../../../src/backend/fetch';
import { pick } from '../db/helpers';
import { setOutboxAccount } from '../../../src/db/outbox';
import { saveListLocally } from '../../../src/db/repositories/lists';
import { runSync } from '../../../sync/runSync';
import { captureLogs, freshDb, NoWebSocket } from './helpers';

const DAY_S = 24 * 60 * 60;

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true });
});

afterAll(async () => {
  await backend.stop();
});

beforeEach(() => {
  captureLogs();
});

interface SkewedServer {
  url: string;
  tokenRequests: () => number;
  stop: () => Promise<void>;
}

/** The backend as an auth server whose clock is `skewS` seconds off the device's would answer. */
async function skewedServer(skewS: number): Promise<SkewedServer> {
  let tokens = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const isToken = (req.url ?? '').startsWith('/auth/v1/token');
      if (isToken) tokens += 1;
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string' && key !== 'host' && key !== 'content-length') headers.set(key, value);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      void fetch(`${backend.url}${req.url}`, { method: req.method, headers, ...(body && req.method !== 'GET' && req.method !== 'HEAD' ? { body } : {}) }).then(async (answer) => {
        let text = await answer.text();
        if (isToken && answer.ok) {
          const session = JSON.parse(text) as { expires_at?: number };
          if (typeof session.expires_at === 'number') session.expires_at += skewS;
          text = JSON.stringify(session);
        }
        const out: Record<string, string> = {};
        answer.headers.forEach((value, key) => {
          if (key !== 'content-length' && key !== 'content-encoding' && key !== 'transfer-encoding') out[key] = value;
        });
        res.writeHead(answer.status, out);
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tokenRequests: () => tokens,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page's client as src/backend/client.ts makes it: a kept session, the app's fetch. */
function appClient(url: string): SupabaseClient {
  const kept = new Map<string, string>();
  return createClient(url, backend.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: { getItem: (k) => kept.get(k) ?? null, setItem: (k, v) => void kept.set(k, v), removeItem: (k) => void kept.delete(k) },
    },
    global: { fetch: fetchWithTimeout() },
    realtime: { transport: NoWebSocket as never },
  });
}

describe.each([
  ['two days ahead', -2 * DAY_S],
  ['a year behind', 365 * DAY_S],
])('a device clock %s', (_label, serverSkewS) => {
  it('signs in, saves to the cloud and syncs with no token request after signing in; the session ends an hour after it arrived', async () => {
    const server = await skewedServer(serverSkewS);
    try {
      const client = appClient(server.url);
      const email = `clock-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const signUp = await client.auth.signUp({ email, password: 'Clock-Skew-2026!' });
      expect(signUp.error).toBeNull();
      const signedIn = await client.auth.signInWithPassword({ email, password: 'Clock-Skew-2026!' });
      expect(signedIn.error).toBeNull();
      const userId = signedIn.data.user?.id as string;
      const before = server.tokenRequests();

      const { data } = await client.auth.getSession();
      const nowS = Date.now() / 1000;
      expect(data.session?.expires_at).toBeGreaterThan(nowS + 3000);
      expect(data.session?.expires_at).toBeLessThan(nowS + 3700);

      const db = freshDb();
      setOutboxAccount(userId);
      const list = await saveListLocally({ name: 'Clock list', faction: 'syenann', units: pick('syenann', 2) }, { syncToCloud: true }, db);
      for (let run = 0; run < 5; run += 1) {
        const outcome = await runSync({ db, getClient: async () => client, isOnline: () => true, getAccountId: () => userId });
        expect(outcome.status).toBe('synced');
        await client.auth.getSession();
      }
      expect(await db.outbox.count()).toBe(0);
      const rows = await backend.query<{ name: string }>('select name from public.army_lists where id = $1', [list.id]);
      expect(rows).toEqual([{ name: 'Clock list' }]);
      // Five syncs and five session reads: no token request at all after signing in.
      expect(server.tokenRequests() - before).toBe(0);
    } finally {
      await server.stop();
    }
  });
});

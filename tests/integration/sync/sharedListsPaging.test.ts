// Issue 15 item 2: the community pull pages by (updated_at, id), so a guest's device that reads
// 2,500 posts while new ones keep arriving gets every post exactly once: none skipped, none twice.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../../supabase/local/server';
import { setOutboxAccount } from '../../../src/db/outbox';
import { pullSharedLists } from '../../../sync/pullSharedLists';
import { dataClient, freshDb } from './helpers';

let backend: Backend;
let owner: string;

const UNITS = JSON.stringify([{ id: 'x', name: 'X', pointsCost: 10, quantity: 1 }]);

beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: 'memory', quiet: true, seed: false });
  const [user] = await backend.query<{ id: string }>("insert into auth.users (email, encrypted_password) values ('paging@warcrow.test', 'x') returning id");
  owner = (user as { id: string }).id;
  await backend.query(
    `insert into public.shared_lists (user_id, name, faction, units)
     select $1, 'Post ' || lpad(n::text, 4, '0'), 'syenann', $2::jsonb from generate_series(1, 2500) as n`,
    [owner, UNITS],
  );
});

afterAll(() => backend.stop());

it('pulls 2,500 posts page by page while new posts arrive, each exactly once', async () => {
  setOutboxAccount(null);
  const db = freshDb();
  let arrived = 0;
  let posting = true;
  const seen: string[] = [];
  // After every page the guest reads, another player posts a new list.
  const fetchDuringPosts: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    if (url.includes('/rest/v1/shared_lists') && (init?.method ?? 'GET') === 'GET') {
      const body = (await response.clone().json()) as { id: string }[];
      seen.push(...body.map((row) => row.id));
      if (!posting) return response;
      arrived += 1;
      await backend.query("insert into public.shared_lists (user_id, name, faction, units) values ($1, $2, 'syenann', $3::jsonb)", [owner, `New post ${arrived}`, UNITS]);
    }
    return response;
  };
  const guest = dataClient(backend.url, backend.anonKey, fetchDuringPosts);
  await pullSharedLists(guest, db, { pageSize: 200 });
  // The post made after the last page is the next pull's.
  posting = false;
  await pullSharedLists(guest, db, { pageSize: 200 });

  const onServer = await backend.query<{ n: number }>('select count(*)::int as n from public.shared_lists');
  expect(new Set(seen).size).toBe(seen.length);
  expect(await db.sharedLists.count()).toBe(onServer[0]?.n);
  expect(await db.sharedLists.count()).toBeGreaterThan(2500);
});
